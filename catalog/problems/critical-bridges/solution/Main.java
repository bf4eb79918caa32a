import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** bridges[i] = {u, v}; number of bridges whose loss would disconnect two connected islands. */
    static int countCriticalBridges(int n, int[][] bridges) {
        int m = bridges.length;
        // Compressed adjacency: slots start[v] .. start[v + 1] hold (neighbour, edge id) pairs.
        // Edge ids let us skip only the edge we came by, so a parallel bridge still counts.
        int[] start = new int[n + 1];
        for (int[] b : bridges) {
            start[b[0] + 1]++;
            start[b[1] + 1]++;
        }
        for (int v = 0; v < n; v++) start[v + 1] += start[v];
        int[] to = new int[2 * m];
        int[] edgeId = new int[2 * m];
        int[] fill = Arrays.copyOf(start, n);
        for (int id = 0; id < m; id++) {
            int u = bridges[id][0];
            int v = bridges[id][1];
            to[fill[u]] = v;
            edgeId[fill[u]++] = id;
            to[fill[v]] = u;
            edgeId[fill[v]++] = id;
        }
        int[] tin = new int[n];
        Arrays.fill(tin, -1); // discovery time, -1 = unvisited
        int[] low = new int[n]; // lowest discovery time reachable with one back edge
        int timer = 0;
        int critical = 0;
        // Iterative DFS: frame = (vertex, id of the edge used to enter it, next adjacency slot).
        int[] stackV = new int[n];
        int[] stackE = new int[n];
        int[] stackI = new int[n];
        for (int root = 0; root < n; root++) {
            if (tin[root] != -1) continue;
            int sp = 0;
            tin[root] = low[root] = timer++;
            stackV[sp] = root;
            stackE[sp] = -1;
            stackI[sp] = start[root];
            sp++;
            while (sp > 0) {
                int v = stackV[sp - 1];
                int i = stackI[sp - 1];
                if (i < start[v + 1]) {
                    stackI[sp - 1] = i + 1;
                    if (edgeId[i] == stackE[sp - 1]) continue; // the edge we arrived by
                    int w = to[i];
                    if (tin[w] == -1) {
                        tin[w] = low[w] = timer++;
                        stackV[sp] = w;
                        stackE[sp] = edgeId[i];
                        stackI[sp] = start[w];
                        sp++;
                    } else {
                        low[v] = Math.min(low[v], tin[w]); // back edge
                    }
                } else {
                    sp--; // v is finished: report to its parent
                    if (sp > 0) {
                        int parent = stackV[sp - 1];
                        low[parent] = Math.min(low[parent], low[v]);
                        if (low[v] > tin[parent]) critical++; // nothing below v reaches above it
                    }
                }
            }
        }
        return critical;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] bridges = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            bridges[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        System.out.println(countCriticalBridges(n, bridges));
    }
}
