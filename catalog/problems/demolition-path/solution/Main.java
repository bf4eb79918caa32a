import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The fewest walls to knock down on a 4-direction route from the top-left to the bottom-right cell. */
    static int fewestWalls(String[] grid) {
        // 0-1 BFS: stepping into a free cell costs 0 (push to the front of the deque), into a wall 1
        // (push to the back). Cells leave the deque in order of distance, as in Dijkstra.
        int r = grid.length;
        int c = grid[0].length();
        int n = r * c;
        int[] wall = new int[n];
        for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) wall[i * c + j] = grid[i].charAt(j) == '#' ? 1 : 0;
        int[] dist = new int[n];
        java.util.Arrays.fill(dist, Integer.MAX_VALUE);
        int[] deque = new int[4 * n + 2]; // each cell enters at most 4 times; room at both ends
        int head = 2 * n + 1;
        int tail = head;
        dist[0] = wall[0];
        deque[tail++] = 0;
        int[] next = new int[4];
        while (head < tail) {
            int cell = deque[head++];
            int i = cell / c;
            int j = cell % c;
            next[0] = i > 0 ? cell - c : -1;
            next[1] = i < r - 1 ? cell + c : -1;
            next[2] = j > 0 ? cell - 1 : -1;
            next[3] = j < c - 1 ? cell + 1 : -1;
            for (int v : next) {
                if (v < 0 || dist[cell] + wall[v] >= dist[v]) continue;
                dist[v] = dist[cell] + wall[v];
                if (wall[v] == 1) deque[tail++] = v;
                else deque[--head] = v;
            }
        }
        return dist[n - 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer first = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(first.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(fewestWalls(grid));
    }
}
