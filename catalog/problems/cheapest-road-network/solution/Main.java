import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** tracks[i] = {u, v, cost}; returns the minimum total cost connecting all villages, or -1. */
    static long cheapestNetwork(int n, int[][] tracks) {
        int[] parent = new int[n];
        int[] size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        int[][] sorted = tracks.clone();
        Arrays.sort(sorted, (a, b) -> Integer.compare(a[2], b[2]));
        long total = 0;
        int paved = 0;
        for (int[] t : sorted) {
            int a = find(parent, t[0]);
            int b = find(parent, t[1]);
            if (a == b) continue; // already connected: this track would close a cycle
            if (size[a] < size[b]) {
                int tmp = a;
                a = b;
                b = tmp;
            }
            parent[b] = a; // union by size
            size[a] += size[b];
            total += t[2];
            if (++paved == n - 1) break;
        }
        return paved == n - 1 ? total : -1;
    }

    /** Representative of x's component, compressing the path on the way. */
    static int find(int[] parent, int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) {
            int next = parent[x];
            parent[x] = root;
            x = next;
        }
        return root;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] tracks = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            tracks[i] = new int[] {
                Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())
            };
        }
        System.out.println(cheapestNetwork(n, tracks));
    }
}
