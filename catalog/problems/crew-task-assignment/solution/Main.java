import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the cheapest total of a one-to-one assignment of crews to tasks. */
    static long cheapestAssignment(long[][] cost) {
        int n = cost.length;
        int full = (1 << n) - 1;
        // best[mask] = cheapest way to give the tasks in mask to crews 0..popcount(mask)-1.
        long[] best = new long[full + 1];
        java.util.Arrays.fill(best, Long.MAX_VALUE);
        best[0] = 0;
        for (int mask = 0; mask < full; mask++) {
            if (best[mask] == Long.MAX_VALUE) continue;
            int crew = Integer.bitCount(mask); // the next crew = number of tasks already taken
            for (int j = 0; j < n; j++) {
                if ((mask & (1 << j)) != 0) continue;
                int next = mask | (1 << j);
                best[next] = Math.min(best[next], best[mask] + cost[crew][j]);
            }
        }
        return best[full];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long[][] cost = new long[n][n];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            for (int j = 0; j < n; j++) cost[i][j] = Long.parseLong(st.nextToken());
        }
        System.out.println(cheapestAssignment(cost));
    }
}
