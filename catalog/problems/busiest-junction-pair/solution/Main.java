import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashSet;
import java.util.Set;
import java.util.StringTokenizer;

public class Main {
    /** The most distinct roads touching one of two different junctions. */
    static int busiestPair(int n, int[][] roads) {
        int[] degree = new int[n];
        Set<Integer> joined = new HashSet<>(); // key min * n + max of every road
        for (int[] road : roads) {
            degree[road[0]]++;
            degree[road[1]]++;
            joined.add(Math.min(road[0], road[1]) * n + Math.max(road[0], road[1]));
        }
        int best = 0;
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                // A road between u and v is counted in both degrees: count it once.
                int total = degree[u] + degree[v] - (joined.contains(u * n + v) ? 1 : 0);
                if (total > best) best = total;
            }
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] roads = new int[m][2];
        for (int i = 0; i < m; i++) {
            roads[i][0] = Integer.parseInt(st.nextToken());
            roads[i][1] = Integer.parseInt(st.nextToken());
        }
        System.out.println(busiestPair(n, roads));
    }
}
