import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Right/down routes from the top-left to the bottom-right cell avoiding '#', modulo 10^9 + 7. */
    static long countRoutes(String[] grid) {
        final long mod = 1_000_000_007L;
        int c = grid[0].length();
        // ways[j] = routes to cell (i, j) of the current row; before the update it holds row i - 1.
        long[] ways = new long[c];
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i].charAt(j) == '#') ways[j] = 0;
                else if (i == 0 && j == 0) ways[j] = 1;
                else if (j > 0) ways[j] = (ways[j] + ways[j - 1]) % mod;
                // j == 0: only the cell above leads here, and ways[0] already holds it.
            }
        }
        return ways[c - 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(countRoutes(grid));
    }
}
