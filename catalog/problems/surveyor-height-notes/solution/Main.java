import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    static int[] up;
    static long[] rise; // rise[x] = height(x) - height(up[x])
    static int[] path;

    /** The root of x; afterwards up[x] is the root and rise[x] = height(x) - height(root). */
    static int find(int x) {
        int len = 0;
        int root = x;
        while (up[root] != root) {
            path[len++] = root;
            root = up[root];
        }
        // Compress from the node nearest the root downwards, so each parent is already final.
        while (len > 0) {
            int node = path[--len];
            if (up[node] != root) rise[node] += rise[up[node]];
            up[node] = root;
        }
        return root;
    }

    /**
     * One answer per line: "ok"/"conflict" for a note (kind 'N': point b is d higher than point a),
     * the difference or "unknown" for a question (kind 'Q': how much higher is b than a?).
     */
    static List<String> readNotebook(int n, char[] kind, int[] a, int[] b, long[] d) {
        up = new int[n];
        rise = new long[n];
        path = new int[n];
        int[] size = new int[n];
        for (int i = 0; i < n; i++) {
            up[i] = i;
            size[i] = 1;
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < kind.length; i++) {
            int ra = find(a[i]);
            int rb = find(b[i]);
            if (kind[i] == 'Q') {
                out.add(ra == rb ? Long.toString(rise[b[i]] - rise[a[i]]) : "unknown");
                continue;
            }
            if (ra == rb) {
                out.add(rise[b[i]] - rise[a[i]] == d[i] ? "ok" : "conflict");
                continue;
            }
            long gap = rise[a[i]] + d[i] - rise[b[i]]; // height(rb) - height(ra)
            if (size[ra] >= size[rb]) {
                up[rb] = ra;
                rise[rb] = gap;
                size[ra] += size[rb];
            } else {
                up[ra] = rb;
                rise[ra] = -gap;
                size[rb] += size[ra];
            }
            out.add("ok");
        }
        return out;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        char[] kind = new char[q];
        int[] a = new int[q];
        int[] b = new int[q];
        long[] d = new long[q];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            kind[i] = st.nextToken().charAt(0);
            a[i] = Integer.parseInt(st.nextToken());
            b[i] = Integer.parseInt(st.nextToken());
            if (kind[i] == 'N') d[i] = Long.parseLong(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (String answer : readNotebook(n, kind, a, b, d)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
