import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Minimum total toll of an east/south walk from the top-left to the bottom-right block. */
    static int cheapestWalk(int[][] toll) {
        int c = toll[0].length;
        // row[j] = best[i][j] for the current row i (best[i - 1][j] before it is overwritten)
        int[] row = new int[c];
        java.util.Arrays.fill(row, Integer.MAX_VALUE / 2);
        row[0] = 0;
        for (int[] tolls : toll) {
            row[0] += tolls[0];
            for (int j = 1; j < c; j++) row[j] = tolls[j] + Math.min(row[j], row[j - 1]);
        }
        return row[c - 1];
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
