import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The least total cable length joining all posts (Manhattan distance per cable). */
    static long cheapestWiring(int[][] posts) {
        // Dense Prim: grow one wired group from post 0; best[v] = the shortest cable from v to the group.
        int n = posts.length;
        long[] best = new long[n];
        java.util.Arrays.fill(best, Long.MAX_VALUE);
        boolean[] wired = new boolean[n];
        best[0] = 0;
        long total = 0;
        for (int step = 0; step < n; step++) {
            int v = -1;
            for (int u = 0; u < n; u++) if (!wired[u] && (v < 0 || best[u] < best[v])) v = u;
            wired[v] = true;
            total += best[v];
            for (int u = 0; u < n; u++) {
                if (wired[u]) continue;
                long d = Math.abs(posts[u][0] - posts[v][0]) + Math.abs(posts[u][1] - posts[v][1]);
                if (d < best[u]) best[u] = d;
            }
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[][] posts = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            posts[i][0] = (int) in.nval;
            in.nextToken();
            posts[i][1] = (int) in.nval;
        }
        System.out.println(cheapestWiring(posts));
    }
}
