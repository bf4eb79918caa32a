import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static final long MOD = 1_000_000_007L;

    /** Product of two 2 x 2 matrices {p, q, r, s} (row-major) modulo MOD. */
    static long[] mul2(long[] m1, long[] m2) {
        return new long[] {
            (m1[0] * m2[0] % MOD + m1[1] * m2[2] % MOD) % MOD,
            (m1[0] * m2[1] % MOD + m1[1] * m2[3] % MOD) % MOD,
            (m1[2] * m2[0] % MOD + m1[3] * m2[2] % MOD) % MOD,
            (m1[2] * m2[1] % MOD + m1[3] * m2[3] % MOD) % MOD,
        };
    }

    /** Returns f(n) mod 1e9+7 for f(i) = a*f(i-1) + b*f(i-2). */
    static long forecast(long a, long b, long f0, long f1, long n) {
        // [[a, b], [1, 0]] maps (f(i+1), f(i)) to (f(i+2), f(i+1)); so M^n maps (f1, f0) to (f(n+1), f(n)).
        long[] result = {1, 0, 0, 1};
        long[] power = {a, b, 1, 0};
        for (long e = n; e > 0; e >>= 1) {
            if ((e & 1) == 1) result = mul2(result, power);
            power = mul2(power, power);
        }
        // f(n) is the second row of M^n applied to (f1, f0).
        return (result[2] * f1 % MOD + result[3] * f0 % MOD) % MOD;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long a = Long.parseLong(st.nextToken());
            long b = Long.parseLong(st.nextToken());
            long f0 = Long.parseLong(st.nextToken());
            long f1 = Long.parseLong(st.nextToken());
            long n = Long.parseLong(st.nextToken());
            out.append(forecast(a, b, f0, f1, n)).append('\n');
        }
        System.out.print(out);
    }
}
