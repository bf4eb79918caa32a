import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Whether word can be traced through side-adjacent cells, each cell used at most once. */
    static boolean canTrace(char[][] grid, String word) {
        int r = grid.length;
        int c = grid[0].length;
        // Pruning: the grid must hold enough copies of every letter of the word.
        int[] have = new int[26];
        for (char[] row : grid) for (char ch : row) have[ch - 'A']++;
        int[] need = new int[26];
        for (char ch : word.toCharArray()) need[ch - 'A']++;
        for (int x = 0; x < 26; x++) if (have[x] < need[x]) return false;
        // Start from the rarer end of the word: fewer starting cells, earlier dead ends.
        String w = word;
        if (have[w.charAt(0) - 'A'] > have[w.charAt(w.length() - 1) - 'A']) {
            w = new StringBuilder(word).reverse().toString();
        }
        boolean[][] used = new boolean[r][c];
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i][j] == w.charAt(0) && trace(grid, w, used, i, j, 0)) return true;
            }
        }
        return false;
    }

    static final int[] DI = {1, -1, 0, 0};
    static final int[] DJ = {0, 0, 1, -1};

    /** Extends the trail from (i, j), which matches w[k]; recursion depth is at most 12. */
    static boolean trace(char[][] grid, String w, boolean[][] used, int i, int j, int k) {
        if (k == w.length() - 1) return true;
        used[i][j] = true;
        for (int d = 0; d < 4; d++) {
            int ni = i + DI[d];
            int nj = j + DJ[d];
            if (ni < 0 || nj < 0 || ni >= grid.length || nj >= grid[0].length) continue;
            if (used[ni][nj] || grid[ni][nj] != w.charAt(k + 1)) continue;
            if (trace(grid, w, used, ni, nj, k + 1)) {
                used[i][j] = false;
                return true;
            }
        }
        used[i][j] = false; // step back: free the cell
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim().toCharArray();
        System.out.println(canTrace(grid, in.readLine().trim()));
    }
}
