import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static final long MOD = 1_000_000_007L;

    /** For each i, the product of all other yields modulo 10^9 + 7. */
    static long[] othersProduct(long[] yields) {
        int n = yields.length;
        long[] out = new long[n];
        long left = 1; // product of yields[0..i)
        for (int i = 0; i < n; i++) {
            out[i] = left;
            left = left * (yields[i] % MOD) % MOD;
        }
        long right = 1; // product of yields(i..n-1]
        for (int i = n - 1; i >= 0; i--) {
            out[i] = out[i] * right % MOD;
            right = right * (yields[i] % MOD) % MOD;
        }
        return out;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] yields = new long[n];
        for (int i = 0; i < n; i++) yields[i] = Long.parseLong(st.nextToken());
        long[] result = othersProduct(yields);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < result.length; i++) {
            if (i > 0) out.append(' ');
            out.append(result[i]);
        }
        System.out.println(out);
    }
}
