import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** For each convoy {from, to, weight}, whether it can reach `to` on roads with limit >= weight. */
    static boolean[] convoyRoutes(int n, int[][] roads, int[][] convoys) {
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        // Offline: heaviest convoys first; open roads in order of decreasing limit as they become usable.
        int[][] sortedRoads = roads.clone();
        Arrays.sort(sortedRoads, (p, q) -> Integer.compare(q[2], p[2]));
        Integer[] order = new Integer[convoys.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, (i, j) -> Integer.compare(convoys[j][2], convoys[i][2]));
        boolean[] answers = new boolean[convoys.length];
        int next = 0;
        for (int i : order) {
            while (next < sortedRoads.length && sortedRoads[next][2] >= convoys[i][2]) {
                parent[find(parent, sortedRoads[next][0])] = find(parent, sortedRoads[next][1]);
                next++;
            }
            answers[i] = find(parent, convoys[i][0]) == find(parent, convoys[i][1]);
        }
        return answers;
    }

    static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]]; // path halving
            x = parent[x];
        }
        return x;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] roads = new int[m][3];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                roads[i][j] = (int) in.nval;
            }
        }
        in.nextToken();
        int q = (int) in.nval;
        int[][] convoys = new int[q][3];
        for (int i = 0; i < q; i++) {
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                convoys[i][j] = (int) in.nval;
            }
        }
        StringBuilder out = new StringBuilder();
        for (boolean a : convoyRoutes(n, roads, convoys)) out.append(a).append('\n');
        System.out.print(out);
    }
}
