import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** trails[i] = {u, v}; whether hut t can be reached from hut s along undirected trails. */
    static boolean trailExists(int n, int[][] trails, int s, int t) {
        // Adjacency in compressed arrays: neighbours of u are adj[start[u] .. start[u + 1]).
        int[] start = new int[n + 1];
        for (int[] e : trails) {
            start[e[0] + 1]++;
            start[e[1] + 1]++;
        }
        for (int u = 0; u < n; u++) start[u + 1] += start[u];
        int[] adj = new int[2 * trails.length];
        int[] fill = start.clone();
        for (int[] e : trails) {
            adj[fill[e[0]]++] = e[1];
            adj[fill[e[1]]++] = e[0];
        }
        boolean[] visited = new boolean[n];
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        queue[tail++] = s;
        visited[s] = true;
        while (head < tail) {
            int u = queue[head++];
            if (u == t) return true;
            for (int k = start[u]; k < start[u + 1]; k++) {
                if (!visited[adj[k]]) {
                    visited[adj[k]] = true;
                    queue[tail++] = adj[k];
                }
            }
        }
        return false;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] trails = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            trails[i][0] = (int) in.nval;
            in.nextToken();
            trails[i][1] = (int) in.nval;
        }
        in.nextToken();
        int s = (int) in.nval;
        in.nextToken();
        int t = (int) in.nval;
        System.out.println(trailExists(n, trails, s, t));
    }
}
