import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static final long MOD = 1_000_000_007L;

    /** For each n, the number of BST shapes on n keys modulo 10^9 + 7. */
    static long[] countShapes(int[] queries) {
        int maxN = 0;
        for (int n : queries) maxN = Math.max(maxN, n);
        long[] shapes = new long[maxN + 1]; // shapes[m] = number of BSTs on m keys
        shapes[0] = 1;
        for (int m = 1; m <= maxN; m++) {
            long total = 0;
            for (int root = 1; root <= m; root++) {
                // left: root - 1 keys, right: m - root keys; reduce each product to stay in range
                total = (total + shapes[root - 1] * shapes[m - root]) % MOD;
            }
            shapes[m] = total;
        }
        long[] answers = new long[queries.length];
        for (int i = 0; i < queries.length; i++) answers[i] = shapes[queries[i]];
        return answers;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        int[] queries = new int[q];
        for (int i = 0; i < q; i++) queries[i] = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (long x : countShapes(queries)) out.append(x).append('\n');
        System.out.print(out);
    }
}
