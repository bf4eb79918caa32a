import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.PriorityQueue;

public class Main {
    /** The earliest time the corner (n-1, n-1) can be reached from (0, 0). */
    static int earliestCrossing(int[][] h) {
        int n = h.length;
        int cells = n * n;
        int[] best = new int[cells];
        java.util.Arrays.fill(best, Integer.MAX_VALUE);
        best[0] = h[0][0];
        // heap entries encode (value, cell) as value * cells + cell, ordered by value
        PriorityQueue<Long> heap = new PriorityQueue<>();
        heap.add((long) best[0] * cells);
        int[] di = {1, -1, 0, 0};
        int[] dj = {0, 0, 1, -1};
        while (!heap.isEmpty()) {
            long top = heap.poll();
            int d = (int) (top / cells);
            int u = (int) (top % cells);
            if (d > best[u]) continue; // stale entry
            if (u == cells - 1) return d;
            int i = u / n;
            int j = u % n;
            for (int k = 0; k < 4; k++) {
                int ni = i + di[k];
                int nj = j + dj[k];
                if (ni < 0 || nj < 0 || ni >= n || nj >= n) continue;
                int cand = Math.max(d, h[ni][nj]); // a route costs its highest square
                int v = ni * n + nj;
                if (cand < best[v]) {
                    best[v] = cand;
                    heap.add((long) cand * cells + v);
                }
            }
        }
        return best[cells - 1];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int[][] h = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                in.nextToken();
                h[i][j] = (int) in.nval;
            }
        }
        System.out.println(earliestCrossing(h));
    }
}
