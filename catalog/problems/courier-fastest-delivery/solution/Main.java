import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /** streets[i] = {u, v, w}; returns the fewest minutes from 0 to n - 1, or -1. */
    static long fastestDelivery(int n, int[][] streets) {
        // Adjacency in compressed arrays: edges of v are order[start[v] .. start[v + 1]).
        int[] start = new int[n + 1];
        for (int[] s : streets) start[s[0] + 1]++;
        for (int v = 0; v < n; v++) start[v + 1] += start[v];
        int[] to = new int[streets.length];
        int[] wt = new int[streets.length];
        int[] fill = Arrays.copyOf(start, n);
        for (int[] s : streets) {
            to[fill[s[0]]] = s[1];
            wt[fill[s[0]]++] = s[2];
        }
        long[] dist = new long[n];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[0] = 0;
        PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        heap.add(new long[] {0, 0});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            int v = (int) top[1];
            if (top[0] > dist[v]) continue; // stale entry
            if (v == n - 1) return top[0];
            for (int k = start[v]; k < start[v + 1]; k++) {
                long nd = top[0] + wt[k];
                if (nd < dist[to[k]]) {
                    dist[to[k]] = nd;
                    heap.add(new long[] {nd, to[k]});
                }
            }
        }
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] streets = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            streets[i] = new int[] {
                Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())
            };
        }
        System.out.println(fastestDelivery(n, streets));
    }
}
