import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    static final int BITS = 20;

    /** For each request {x, m}, the largest x XOR c over codes c <= m, or -1. */
    static int[] cappedXor(int[] codes, int[][] requests) {
        int[] sorted = codes.clone();
        Arrays.sort(sorted);
        // Binary trie in a flat array: child[2 * node + bit], 0 = none; node 0 is the root.
        int[] child = new int[2 * (codes.length * BITS + 1)];
        int nodes = 1;
        // Offline: requests in increasing cap, codes inserted as the cap allows them.
        Integer[] order = new Integer[requests.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, (i, j) -> Integer.compare(requests[i][1], requests[j][1]));
        int[] answers = new int[requests.length];
        int next = 0;
        for (int i : order) {
            int x = requests[i][0];
            int m = requests[i][1];
            while (next < sorted.length && sorted[next] <= m) {
                int c = sorted[next++];
                int node = 0;
                for (int b = BITS - 1; b >= 0; b--) {
                    int slot = 2 * node + ((c >> b) & 1);
                    if (child[slot] == 0) child[slot] = nodes++;
                    node = child[slot];
                }
            }
            if (next == 0) {
                answers[i] = -1;
                continue;
            }
            // Largest x XOR c: prefer the opposite bit at every level.
            int node = 0;
            int result = 0;
            for (int b = BITS - 1; b >= 0; b--) {
                int want = ((x >> b) & 1) ^ 1;
                if (child[2 * node + want] != 0) {
                    result |= 1 << b;
                    node = child[2 * node + want];
                } else {
                    node = child[2 * node + (want ^ 1)];
                }
            }
            answers[i] = result;
        }
        return answers;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int q = (int) in.nval;
        int[] codes = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            codes[i] = (int) in.nval;
        }
        int[][] requests = new int[q][2];
        for (int i = 0; i < q; i++) {
            in.nextToken();
            requests[i][0] = (int) in.nval;
            in.nextToken();
            requests[i][1] = (int) in.nval;
        }
        StringBuilder out = new StringBuilder();
        for (int v : cappedXor(codes, requests)) out.append(v).append('\n');
        System.out.print(out);
    }
}
