import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static final long MOD = 1_000_000_007L;

    /** Returns C(n, r) mod 1e9+7 for every query {n, r}, in order. */
    static long[] countChoices(int[][] queries) {
        // Write your code here.
        return new long[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        int[][] queries = new int[q][2];
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            queries[i][0] = Integer.parseInt(st.nextToken());
            queries[i][1] = Integer.parseInt(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (long x : countChoices(queries)) out.append(x).append('\n');
        System.out.print(out);
    }
}
