import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The most stones that can be cleared. */
    static int maxCleared(int[][] stones) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[][] stones = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            stones[i][0] = (int) in.nval;
            in.nextToken();
            stones[i][1] = (int) in.nval;
        }
        System.out.println(maxCleared(stones));
    }
}
