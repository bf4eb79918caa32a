import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Whether every ride {passengers, board, leave} fits without exceeding the capacity. */
    static boolean shuttleFits(int[][] rides, int capacity) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int capacity = (int) in.nval;
        int[][] rides = new int[n][3];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                rides[i][j] = (int) in.nval;
            }
        }
        System.out.println(shuttleFits(rides, capacity));
    }
}
