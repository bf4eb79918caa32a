import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** cables[i] = {u, v}; index of the first cable whose ends are already connected, or -1. */
    static int firstRedundant(int n, int[][] cables) {
        int[] parent = new int[n];
        int[] size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        for (int i = 0; i < cables.length; i++) {
            int a = find(parent, cables[i][0]);
            int b = find(parent, cables[i][1]);
            if (a == b) return i; // already connected: this cable closes a loop
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a; // union by size
            size[a] += size[b];
        }
        return -1;
    }

    static int find(int[] parent, int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) { // path compression
            int next = parent[x];
            parent[x] = root;
            x = next;
        }
        return root;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] cables = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            cables[i][0] = (int) in.nval;
            in.nextToken();
            cables[i][1] = (int) in.nval;
        }
        System.out.println(firstRedundant(n, cables));
    }
}
