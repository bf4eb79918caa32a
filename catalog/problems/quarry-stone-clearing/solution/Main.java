import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    static final int COLUMN = 10001;
    static int[] parent;

    /** The most stones that can be cleared. */
    static int maxCleared(int[][] stones) {
        // Union-find over lines: rows are nodes 0..10000, columns 10001..20001.
        parent = new int[2 * COLUMN];
        int[] size = new int[2 * COLUMN];
        boolean[] used = new boolean[2 * COLUMN];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        for (int[] stone : stones) {
            used[stone[0]] = true;
            used[COLUMN + stone[1]] = true;
            int a = find(stone[0]);
            int b = find(COLUMN + stone[1]);
            if (a == b) continue;
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            size[a] += size[b];
        }
        // Each group of stones is one set of touched lines; each group keeps one stone.
        int groups = 0;
        for (int x = 0; x < parent.length; x++) if (used[x] && find(x) == x) groups++;
        return stones.length - groups;
    }

    static int find(int x) {
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
        int[][] stones = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            stones[i][0] = (int) in.nval;
            in.nextToken();
            stones[i][1] = (int) in.nval;
        }
        System.out.println(maxCleared(stones));
    }
}
