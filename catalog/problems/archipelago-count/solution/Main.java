import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The number of 4-connected islands of '#' cells. */
    static int countIslands(String[] grid) {
        int r = grid.length;
        int c = grid[0].length();
        boolean[] seen = new boolean[r * c];
        int[] stack = new int[r * c]; // each cell is pushed at most once
        int[] dy = {-1, 1, 0, 0};
        int[] dx = {0, 0, -1, 1};
        int islands = 0;
        for (int start = 0; start < r * c; start++) {
            if (seen[start] || grid[start / c].charAt(start % c) != '#') continue;
            islands++;
            // Flood the new island with an explicit stack; cells are marked when pushed.
            int top = 0;
            seen[start] = true;
            stack[top++] = start;
            while (top > 0) {
                int cell = stack[--top];
                int i = cell / c;
                int j = cell % c;
                for (int d = 0; d < 4; d++) {
                    int y = i + dy[d];
                    int x = j + dx[d];
                    if (y < 0 || y >= r || x < 0 || x >= c) continue;
                    int id = y * c + x;
                    if (!seen[id] && grid[y].charAt(x) == '#') {
                        seen[id] = true;
                        stack[top++] = id;
                    }
                }
            }
        }
        return islands;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(countIslands(grid));
    }
}
