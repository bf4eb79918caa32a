import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Units of fence around the plot ('#' plot, '.' meadow). */
    static int fenceLength(char[][] grid) {
        int r = grid.length;
        int c = grid[0].length;
        int cells = 0;
        int shared = 0;
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i][j] != '#') continue;
                cells++;
                // count each shared side once, from its upper or left square
                if (i + 1 < r && grid[i + 1][j] == '#') shared++;
                if (j + 1 < c && grid[i][j + 1] == '#') shared++;
            }
        }
        return 4 * cells - 2 * shared;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim().toCharArray();
        System.out.println(fenceLength(grid));
    }
}
