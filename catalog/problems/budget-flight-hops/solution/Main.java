import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** flights[i] = {u, v, price}; cheapest price from src to dst with at most k stopovers, or -1. */
    static long cheapestRoute(int n, int[][] flights, int src, int dst, int k) {
        final long inf = Long.MAX_VALUE / 4;
        // cost[v] = cheapest price to reach v with at most t flights, after round t.
        long[] cost = new long[n];
        Arrays.fill(cost, inf);
        cost[src] = 0;
        for (int t = 0; t <= k; t++) {
            long[] next = cost.clone(); // read from round t only, so each round adds at most one flight
            boolean changed = false;
            for (int[] f : flights) {
                if (cost[f[0]] + f[2] < next[f[1]]) {
                    next[f[1]] = cost[f[0]] + f[2];
                    changed = true;
                }
            }
            cost = next;
            if (!changed) break;
        }
        return cost[dst] >= inf ? -1 : cost[dst];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] flights = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            flights[i] = new int[] {
                Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())
            };
        }
        st = new StringTokenizer(in.readLine());
        int src = Integer.parseInt(st.nextToken());
        int dst = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        System.out.println(cheapestRoute(n, flights, src, dst, k));
    }
}
