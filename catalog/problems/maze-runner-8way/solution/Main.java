import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** Fewest 8-direction moves from the top-left to the bottom-right cell, or -1. */
    static int fewestMoves(String[] grid) {
        int r = grid.length;
        int c = grid[0].length();
        if (grid[0].charAt(0) == '#' || grid[r - 1].charAt(c - 1) == '#') return -1;
        int[] dist = new int[r * c];
        Arrays.fill(dist, -1);
        int[] queue = new int[r * c]; // each cell is enqueued at most once
        int head = 0;
        int tail = 0;
        dist[0] = 0;
        queue[tail++] = 0;
        while (head < tail) {
            int cell = queue[head++];
            int i = cell / c;
            int j = cell % c;
            for (int di = -1; di <= 1; di++) {
                for (int dj = -1; dj <= 1; dj++) {
                    int y = i + di;
                    int x = j + dj;
                    if (y < 0 || y >= r || x < 0 || x >= c || grid[y].charAt(x) == '#') continue;
                    int id = y * c + x;
                    if (dist[id] == -1) {
                        dist[id] = dist[cell] + 1;
                        queue[tail++] = id;
                    }
                }
            }
        }
        return dist[r * c - 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(fewestMoves(grid));
    }
}
