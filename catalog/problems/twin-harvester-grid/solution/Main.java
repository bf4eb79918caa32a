import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** The most crates two robots (moving right or down) collect together, or -1 if the barn is unreachable. */
    static int twinHarvest(String[] grid) {
        int r = grid.length;
        int c = grid[0].length();
        if (crates(grid, 0, 0) < 0) return -1;
        // After s moves both robots are on the diagonal i + j = s. best[i1][i2] (i1 <= i2) is the
        // most crates collected with robot 1 in row i1 and robot 2 in row i2; -1 = impossible.
        int[][] best = new int[r][r];
        for (int[] row : best) Arrays.fill(row, -1);
        best[0][0] = crates(grid, 0, 0);
        for (int s = 1; s <= r + c - 2; s++) {
            int[][] next = new int[r][r];
            for (int[] row : next) Arrays.fill(row, -1);
            int lo = Math.max(0, s - (c - 1));
            int hi = Math.min(r - 1, s);
            for (int i1 = lo; i1 <= hi; i1++) {
                int v1 = crates(grid, i1, s - i1);
                if (v1 < 0) continue;
                for (int i2 = i1; i2 <= hi; i2++) {
                    int v2 = crates(grid, i2, s - i2);
                    if (v2 < 0) continue;
                    // Each robot came from above (row - 1) or from the left (same row).
                    int prev = best[i1][i2];
                    if (i2 > i1) prev = Math.max(prev, best[i1][i2 - 1]);
                    if (i1 > 0) prev = Math.max(prev, Math.max(best[i1 - 1][i2], best[i1 - 1][i2 - 1]));
                    if (prev < 0) continue;
                    next[i1][i2] = prev + v1 + (i1 == i2 ? 0 : v2); // a shared square counts once
                }
            }
            best = next;
        }
        return best[r - 1][r - 1];
    }

    /** Crates on square (i, j), or -1 for a rock. */
    static int crates(String[] grid, int i, int j) {
        char ch = grid[i].charAt(j);
        return ch == '#' ? -1 : ch - '0';
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(twinHarvest(grid));
    }
}
