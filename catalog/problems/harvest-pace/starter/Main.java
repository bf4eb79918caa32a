import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The smallest picking rate (fruit per hour) that clears every row in time. */
    static int harvestPace(int[] rows, long hours) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long hours = (long) in.nval;
        int[] rows = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            rows[i] = (int) in.nval;
        }
        System.out.println(harvestPace(rows, hours));
    }
}
