import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Minimum total toll of an east/south walk from the top-left to the bottom-right block. */
    static int cheapestWalk(int[][] toll) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int r = (int) in.nval;
        in.nextToken();
        int c = (int) in.nval;
        int[][] toll = new int[r][c];
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                in.nextToken();
                toll[i][j] = (int) in.nval;
            }
        }
        System.out.println(cheapestWalk(toll));
    }
}
