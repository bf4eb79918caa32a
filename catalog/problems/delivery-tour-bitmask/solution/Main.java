import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** The shortest tour from the bakery (0) through every shop exactly once and back. */
    static int shortestTour(int[][] d) {
        int n = d.length;
        if (n == 1) return 0;
        int full = 1 << n;
        final int inf = Integer.MAX_VALUE;
        // best[mask][v]: shortest drive from the bakery visiting exactly mask, ending at v.
        int[][] best = new int[full][n];
        for (int[] row : best) Arrays.fill(row, inf);
        best[1][0] = 0;
        for (int mask = 1; mask < full; mask += 2) { // odd masks only: they contain the bakery
            for (int v = 0; v < n; v++) {
                int cost = best[mask][v];
                if (cost == inf) continue;
                for (int w = 0; w < n; w++) {
                    if ((mask & (1 << w)) != 0) continue;
                    int next = mask | (1 << w);
                    best[next][w] = Math.min(best[next][w], cost + d[v][w]);
                }
            }
        }
        int answer = inf;
        for (int v = 1; v < n; v++) answer = Math.min(answer, best[full - 1][v] + d[v][0]);
        return answer;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int[][] d = new int[n][n];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            for (int j = 0; j < n; j++) d[i][j] = Integer.parseInt(st.nextToken());
        }
        System.out.println(shortestTour(d));
    }
}
