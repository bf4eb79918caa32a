import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The first minute t >= 0 at which every bell rings (t mod period = offset for all), or -1. */
    static long firstSharedMinute(long[] periods, long[] offsets) {
        long x = 0; // the common minutes so far are exactly x, x + m, x + 2m, ... (0 <= x < m)
        long m = 1;
        for (int i = 0; i < periods.length; i++) {
            long p = periods[i];
            long g = gcd(m, p);
            long diff = offsets[i] - x % p; // need x + k*m = a (mod p); |diff| < p
            if (diff % g != 0) return -1;
            long q = p / g; // k is determined modulo q
            // Every factor is below q <= 10^6, so the products fit easily in a long.
            long k = Math.floorMod(diff / g, q) * modInverse((m / g) % q, q) % q;
            x += m * k;
            m *= q; // lcm(m, p) <= 10^15
        }
        return x;
    }

    static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    /** Inverse of a modulo q (gcd(a, q) = 1) by the extended Euclidean algorithm; 0 when q = 1. */
    static long modInverse(long a, long q) {
        long oldR = a;
        long r = q;
        long oldS = 1;
        long s = 0;
        while (r != 0) {
            long t = oldR / r;
            long nr = oldR - t * r;
            oldR = r;
            r = nr;
            long ns = oldS - t * s;
            oldS = s;
            s = ns;
        }
        return Math.floorMod(oldS, q);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        long[] periods = new long[n];
        long[] offsets = new long[n];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            periods[i] = Long.parseLong(st.nextToken());
            offsets[i] = Long.parseLong(st.nextToken());
        }
        System.out.println(firstSharedMinute(periods, offsets));
    }
}
