import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayDeque;
import java.util.StringTokenizer;

public class Main {
    /** Repaints the region of the clicked cell in place. */
    static void paintBucket(char[][] grid, int row, int col, char colour) {
        char old = grid[row][col];
        if (old == colour) return; // nothing would change
        int rows = grid.length;
        int cols = grid[0].length;
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        // Cells are painted when queued, which also marks them as visited.
        grid[row][col] = colour;
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {row, col});
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            for (int[] s : steps) {
                int ni = cell[0] + s[0];
                int nj = cell[1] + s[1];
                if (ni >= 0 && ni < rows && nj >= 0 && nj < cols && grid[ni][nj] == old) {
                    grid[ni][nj] = colour;
                    queue.add(new int[] {ni, nj});
                }
            }
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim().toCharArray();
        st = new StringTokenizer(in.readLine());
        int row = Integer.parseInt(st.nextToken());
        int col = Integer.parseInt(st.nextToken());
        char colour = st.nextToken().charAt(0);
        paintBucket(grid, row, col, colour);
        StringBuilder out = new StringBuilder();
        for (char[] line : grid) out.append(line).append('\n');
        System.out.print(out);
    }
}
