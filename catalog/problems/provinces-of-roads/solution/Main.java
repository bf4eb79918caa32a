import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** roads[i] = {u, v}; returns the number of provinces after each road. */
    static int[] provincesAfterEachRoad(int n, int[][] roads) {
        int[] parent = new int[n];
        int[] size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        int provinces = n;
        int[] out = new int[roads.length];
        for (int i = 0; i < roads.length; i++) {
            int a = find(parent, roads[i][0]);
            int b = find(parent, roads[i][1]);
            if (a != b) {
                if (size[a] < size[b]) {
                    int t = a;
                    a = b;
                    b = t;
                }
                parent[b] = a; // hang the smaller tree under the larger one
                size[a] += size[b];
                provinces--;
            }
            out[i] = provinces;
        }
        return out;
    }

    static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]]; // path halving
            x = parent[x];
        }
        return x;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] roads = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            roads[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        StringBuilder out = new StringBuilder();
        for (int count : provincesAfterEachRoad(n, roads)) {
            if (out.length() > 0) out.append(' ');
            out.append(count);
        }
        System.out.println(out);
    }
}
