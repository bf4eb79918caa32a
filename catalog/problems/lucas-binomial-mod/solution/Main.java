import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static int tableFor = 0;
    static long[] fact;
    static long[] invFact;

    static long powMod(long base, long exp, long p) {
        long result = 1;
        base %= p;
        while (exp > 0) {
            if ((exp & 1) == 1) result = result * base % p;
            base = base * base % p;
            exp >>= 1;
        }
        return result;
    }

    /** Factorials and inverse factorials modulo p for 0..p-1 (built once per prime). */
    static void buildTables(int p) {
        tableFor = p;
        fact = new long[p];
        fact[0] = 1;
        for (int i = 1; i < p; i++) fact[i] = fact[i - 1] * i % p;
        invFact = new long[p];
        invFact[p - 1] = powMod(fact[p - 1], p - 2, p);
        for (int i = p - 1; i > 0; i--) invFact[i - 1] = invFact[i] * i % p;
    }

    /** Returns C(n, r) mod p for a prime p <= 10^5. */
    static long binomialModPrime(long n, long r, int p) {
        if (tableFor != p) buildTables(p);
        long result = 1;
        // Lucas: multiply C(n_i, r_i) over the base-p digits of n and r.
        while (r > 0) {
            int ni = (int) (n % p);
            int ri = (int) (r % p);
            if (ri > ni) return 0; // also covers r > n: some digit of r exceeds n's
            result = result * fact[ni] % p * (invFact[ri] * invFact[ni - ri] % p) % p;
            n /= p;
            r /= p;
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int q = Integer.parseInt(st.nextToken());
        int p = Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            long n = Long.parseLong(st.nextToken());
            long r = Long.parseLong(st.nextToken());
            out.append(binomialModPrime(n, r, p)).append('\n');
        }
        System.out.print(out);
    }
}
