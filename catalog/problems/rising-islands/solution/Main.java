import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** events[k] = {i, j}; returns the number of islands after each event. */
    static int[] islandsAfterEach(int r, int c, int[][] events) {
        int n = r * c;
        parent = new int[n];
        size = new int[n];
        boolean[] land = new boolean[n];
        for (int id = 0; id < n; id++) parent[id] = id;
        int islands = 0;
        int[] out = new int[events.length];
        for (int k = 0; k < events.length; k++) {
            int i = events[k][0];
            int j = events[k][1];
            int id = i * c + j;
            if (!land[id]) {
                land[id] = true;
                size[id] = 1;
                islands++; // a new island of its own...
                // ...that merges with every different island next to it.
                if (i > 0 && land[id - c] && union(id, id - c)) islands--;
                if (i + 1 < r && land[id + c] && union(id, id + c)) islands--;
                if (j > 0 && land[id - 1] && union(id, id - 1)) islands--;
                if (j + 1 < c && land[id + 1] && union(id, id + 1)) islands--;
            }
            out[k] = islands;
        }
        return out;
    }

    static int[] parent;
    static int[] size;

    static int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]]; // path halving
            x = parent[x];
        }
        return x;
    }

    /** Merges the sets of a and b; returns true if they were different islands. */
    static boolean union(int a, int b) {
        a = find(a);
        b = find(b);
        if (a == b) return false;
        if (size[a] < size[b]) {
            int t = a;
            a = b;
            b = t;
        }
        parent[b] = a;
        size[a] += size[b];
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        int[][] events = new int[q][];
        for (int k = 0; k < q; k++) {
            st = new StringTokenizer(in.readLine());
            events[k] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        StringBuilder out = new StringBuilder();
        for (int count : islandsAfterEach(r, c, events)) {
            if (out.length() > 0) out.append(' ');
            out.append(count);
        }
        System.out.println(out);
    }
}
