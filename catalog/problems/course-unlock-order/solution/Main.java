import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /** rules[i] = {u, v}: u before v. Returns the smallest-label-first order, or null if impossible. */
    static int[] unlockOrder(int n, int[][] rules) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int c = 0; c < n; c++) adj.add(new ArrayList<>());
        int[] waiting = new int[n]; // unfinished prerequisites of each course
        for (int[] r : rules) {
            adj.get(r[0]).add(r[1]);
            waiting[r[1]]++;
        }
        PriorityQueue<Integer> heap = new PriorityQueue<>();
        for (int c = 0; c < n; c++) if (waiting[c] == 0) heap.add(c);
        int[] order = new int[n];
        int taken = 0;
        while (!heap.isEmpty()) {
            int c = heap.poll(); // the smallest available course
            order[taken++] = c;
            for (int v : adj.get(c)) if (--waiting[v] == 0) heap.add(v);
        }
        return taken == n ? order : null; // leftovers lie on or behind a cycle
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] rules = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            rules[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        int[] order = unlockOrder(n, rules);
        if (order == null) {
            System.out.println("IMPOSSIBLE");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < order.length; i++) {
            if (i > 0) out.append(' ');
            out.append(order[i]);
        }
        System.out.println(out);
    }
}
