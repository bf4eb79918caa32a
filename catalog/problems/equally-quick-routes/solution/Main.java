import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

public class Main {
    static final long MOD = 1_000_000_007L;

    /** {length of the shortest route from 0 to n-1, number of such routes mod 10^9+7}, or {-1, 0}. */
    static long[] quickRoutes(int n, int[][] roads) {
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] r : roads) {
            adj.get(r[0]).add(new int[] {r[1], r[2]});
            adj.get(r[1]).add(new int[] {r[0], r[2]});
        }
        long[] dist = new long[n];
        long[] ways = new long[n]; // shortest routes from 0, mod MOD
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[0] = 0;
        ways[0] = 1;
        PriorityQueue<long[]> heap = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        heap.add(new long[] {0, 0});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            long d = top[0];
            int u = (int) top[1];
            if (d > dist[u]) continue; // a stale entry
            // u is final: every shortest route into u has been counted, so pass its count on.
            for (int[] e : adj.get(u)) {
                int v = e[0];
                long nd = d + e[1];
                if (nd < dist[v]) {
                    dist[v] = nd;
                    ways[v] = ways[u];
                    heap.add(new long[] {nd, v});
                } else if (nd == dist[v]) {
                    ways[v] = (ways[v] + ways[u]) % MOD;
                }
            }
        }
        if (dist[n - 1] == Long.MAX_VALUE) return new long[] {-1, 0};
        return new long[] {dist[n - 1], ways[n - 1]};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] roads = new int[m][3];
        for (int i = 0; i < m; i++) {
            for (int k = 0; k < 3; k++) {
                in.nextToken();
                roads[i][k] = (int) in.nval;
            }
        }
        long[] answer = quickRoutes(n, roads);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
