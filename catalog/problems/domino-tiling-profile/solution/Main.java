import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayDeque;
import java.util.StringTokenizer;

public class Main {
    static final long MOD = 1_000_000_007L;

    /** Returns the number of domino tilings of an m × n board (m rows, n columns) mod 1e9+7. */
    static long countTilings(int m, int n) {
        // Profile of a column: bit r set when cell r is already covered by a horizontal domino
        // sticking in from the previous column. For every profile, list the profiles it can pass
        // on after the column is filled (iterative DFS over the rows).
        int size = 1 << m;
        int[][] moves = new int[size][];
        for (int mask = 0; mask < size; mask++) {
            int[] outs = new int[size];
            int count = 0;
            ArrayDeque<int[]> stack = new ArrayDeque<>();
            stack.push(new int[] {0, 0});
            while (!stack.isEmpty()) {
                int[] top = stack.pop();
                int r = top[0];
                int nxt = top[1];
                if (r == m) {
                    outs[count++] = nxt;
                } else if ((mask >> r & 1) == 1) {
                    stack.push(new int[] {r + 1, nxt}); // covered from the left
                } else {
                    stack.push(new int[] {r + 1, nxt | 1 << r}); // horizontal domino into the next column
                    if (r + 1 < m && (mask >> (r + 1) & 1) == 0) stack.push(new int[] {r + 2, nxt}); // vertical
                }
            }
            moves[mask] = java.util.Arrays.copyOf(outs, count);
        }
        long[] ways = new long[size];
        ways[0] = 1;
        for (int col = 0; col < n; col++) {
            long[] next = new long[size];
            for (int mask = 0; mask < size; mask++) {
                if (ways[mask] == 0) continue;
                for (int to : moves[mask]) next[to] = (next[to] + ways[mask]) % MOD;
            }
            ways = next;
        }
        return ways[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int m = Integer.parseInt(st.nextToken());
        int n = Integer.parseInt(st.nextToken());
        System.out.println(countTilings(m, n));
    }
}
