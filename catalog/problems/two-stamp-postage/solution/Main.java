import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Extended Euclid: returns {g, s} with g = gcd(x, y) and s * x = g (mod y). */
    static long[] extendedGcd(long x, long y) {
        long oldR = x, r = y, oldS = 1, s = 0;
        while (r != 0) {
            long qt = oldR / r;
            long t = oldR - qt * r;
            oldR = r;
            r = t;
            t = oldS - qt * s;
            oldS = s;
            s = t;
        }
        return new long[] {oldR, oldS};
    }

    /** Returns the number of pairs x, y >= 0 with a*x + b*y = c. */
    static long countWays(long a, long b, long c) {
        long[] gs = extendedGcd(a, b);
        long g = gs[0];
        if (c % g != 0) return 0;
        long a1 = a / g, b1 = b / g, c1 = c / g;
        // a1 and b1 are coprime; s is the inverse of a1 modulo b1, so x = c1 * s (mod b1).
        // Both factors are reduced below b1 <= 10^9 first, so the product fits in a long.
        long x0 = Math.floorMod(Math.floorMod(c1, b1) * Math.floorMod(gs[1], b1), b1); // smallest x >= 0
        if (a1 * x0 > c1) return 0; // a1 * x0 < 10^18: no overflow
        // Solutions: x = x0 + t*b1 (t >= 0) while a1*x <= c1, i.e. y >= 0.
        return (c1 - a1 * x0) / (a1 * b1) + 1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long a = Long.parseLong(st.nextToken());
            long b = Long.parseLong(st.nextToken());
            long c = Long.parseLong(st.nextToken());
            out.append(countWays(a, b, c)).append('\n');
        }
        System.out.print(out);
    }
}
