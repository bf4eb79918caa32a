import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The fewest cameras so that every tree has a camera on it or on a neighbour. */
    static int fewestCameras(int n, int[][] paths) {
        // Adjacency in compressed form: the neighbours of v are adj[start[v] .. start[v + 1] - 1].
        int[] start = new int[n + 1];
        for (int[] p : paths) {
            start[p[0] + 1]++;
            start[p[1] + 1]++;
        }
        for (int v = 0; v < n; v++) start[v + 1] += start[v];
        int[] adj = new int[2 * paths.length];
        int[] fill = start.clone();
        for (int[] p : paths) {
            adj[fill[p[0]]++] = p[1];
            adj[fill[p[1]]++] = p[0];
        }
        // Breadth-first order from tree 0, with parents.
        int[] order = new int[n];
        int[] parent = new int[n];
        boolean[] seen = new boolean[n];
        parent[0] = -1;
        seen[0] = true;
        int size = 1;
        for (int i = 0; i < size; i++) {
            int v = order[i];
            for (int k = start[v]; k < start[v + 1]; k++) {
                int w = adj[k];
                if (!seen[w]) {
                    seen[w] = true;
                    parent[w] = v;
                    order[size++] = w;
                }
            }
        }
        // Children before parents. State of a finished subtree's root:
        // 0 = not watched yet (its parent must take a camera), 1 = watched, no camera, 2 = camera.
        boolean[] needyChild = new boolean[n];
        boolean[] cameraChild = new boolean[n];
        int cameras = 0;
        int state = 1;
        for (int i = n - 1; i >= 0; i--) {
            int v = order[i];
            if (needyChild[v]) {
                state = 2; // the only way left to watch that child
                cameras++;
            } else if (cameraChild[v]) state = 1;
            else state = 0; // leave it to the parent: a camera there watches more
            int p = parent[v];
            if (p >= 0) {
                if (state == 0) needyChild[p] = true;
                else if (state == 2) cameraChild[p] = true;
            }
        }
        if (state == 0) cameras++; // the root (processed last) has no parent to rely on
        return cameras;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] paths = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            paths[i][0] = (int) in.nval;
            in.nextToken();
            paths[i][1] = (int) in.nval;
        }
        System.out.println(fewestCameras(n, paths));
    }
}
