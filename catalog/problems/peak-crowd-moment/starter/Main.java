import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** The largest crowd inside at once and the earliest moment it was reached, as {crowd, moment}. */
    static int[] peakCrowd(int[][] visits) {
        // Write your code here.
        return new int[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[][] visits = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            visits[i][0] = (int) in.nval;
            in.nextToken();
            visits[i][1] = (int) in.nval;
        }
        int[] answer = peakCrowd(visits);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
