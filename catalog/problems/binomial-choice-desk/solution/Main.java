import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static final long MOD = 1_000_000_007L;

    static long powMod(long base, long exp) {
        long result = 1;
        base %= MOD;
        while (exp > 0) {
            if ((exp & 1) == 1) result = result * base % MOD;
            base = base * base % MOD;
            exp >>= 1;
        }
        return result;
    }

    /** Returns C(n, r) mod 1e9+7 for every query {n, r}, in order. */
    static long[] countChoices(int[][] queries) {
        int top = 0;
        for (int[] qr : queries) top = Math.max(top, qr[0]);
        // fact[i] = i! and invFact[i] = (i!)^(-1), both mod MOD.
        long[] fact = new long[top + 1];
        fact[0] = 1;
        for (int i = 1; i <= top; i++) fact[i] = fact[i - 1] * i % MOD;
        long[] invFact = new long[top + 1];
        invFact[top] = powMod(fact[top], MOD - 2); // Fermat: x^(p-2) is x^(-1)
        for (int i = top; i > 0; i--) invFact[i - 1] = invFact[i] * i % MOD;
        long[] answers = new long[queries.length];
        for (int i = 0; i < queries.length; i++) {
            int n = queries[i][0];
            int r = queries[i][1];
            answers[i] = r > n ? 0 : fact[n] * invFact[r] % MOD * invFact[n - r] % MOD;
        }
        return answers;
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
