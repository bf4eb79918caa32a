import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /**
     * "cycle" if a negative loop is reachable from post 0, else the cheapest costs from post 0 to
     * every post separated by spaces ("INF" where unreachable).
     */
    static String cheapestCosts(int n, int[][] routes) {
        // Bellman-Ford with an early stop: without a reachable negative loop at most n - 1 passes
        // change something; if pass n still improves a cost, a negative loop is reachable.
        final long inf = Long.MAX_VALUE;
        long[] dist = new long[n];
        java.util.Arrays.fill(dist, inf);
        dist[0] = 0;
        for (int pass = 1; pass <= n; pass++) {
            boolean changed = false;
            for (int[] r : routes) {
                if (dist[r[0]] != inf && dist[r[0]] + r[2] < dist[r[1]]) {
                    dist[r[1]] = dist[r[0]] + r[2];
                    changed = true;
                }
            }
            if (!changed) {
                StringBuilder out = new StringBuilder();
                for (int v = 0; v < n; v++) {
                    if (v > 0) out.append(' ');
                    out.append(dist[v] == inf ? "INF" : Long.toString(dist[v]));
                }
                return out.toString();
            }
        }
        return "cycle";
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] routes = new int[m][3];
        for (int i = 0; i < m; i++) {
            for (int k = 0; k < 3; k++) {
                in.nextToken();
                routes[i][k] = (int) in.nval;
            }
        }
        System.out.println(cheapestCosts(n, routes));
    }
}
