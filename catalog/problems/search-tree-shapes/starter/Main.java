import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static final long MOD = 1_000_000_007L;

    /** For each n, the number of BST shapes on n keys modulo 10^9 + 7. */
    static long[] countShapes(int[] queries) {
        // Write your code here.
        return new long[queries.length];
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
