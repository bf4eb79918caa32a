import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /** links[i] = {u, v, w}; returns the time the last relay hears the broadcast from relay 0, or -1. */
    static int broadcastDelay(int n, int[][] links) {
        // Adjacency in compressed arrays: links of v are at positions start[v] .. start[v + 1] - 1.
        int[] start = new int[n + 1];
        for (int[] l : links) start[l[0] + 1]++;
        for (int v = 0; v < n; v++) start[v + 1] += start[v];
        int[] to = new int[links.length];
        int[] wt = new int[links.length];
        int[] fill = Arrays.copyOf(start, n);
        for (int[] l : links) {
            to[fill[l[0]]] = l[1];
            wt[fill[l[0]]++] = l[2];
        }
        int[] dist = new int[n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[0] = 0;
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        heap.add(new int[] {0, 0});
        while (!heap.isEmpty()) {
            int[] top = heap.poll();
            int v = top[1];
            if (top[0] > dist[v]) continue; // stale entry
            for (int k = start[v]; k < start[v + 1]; k++) {
                int nd = top[0] + wt[k];
                if (nd < dist[to[k]]) {
                    dist[to[k]] = nd;
                    heap.add(new int[] {nd, to[k]});
                }
            }
        }
        int last = 0;
        for (int d : dist) {
            if (d == Integer.MAX_VALUE) return -1;
            last = Math.max(last, d);
        }
        return last;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] links = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            links[i] = new int[] {
                Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())
            };
        }
        System.out.println(broadcastDelay(n, links));
    }
}
