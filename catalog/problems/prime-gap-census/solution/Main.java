import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns {gap, p, q} for the first widest pair of consecutive primes ≤ n, or an empty array if none. */
    static int[] widestPrimeGap(int n) {
        // Sieve of Eratosthenes: composite[v] is true for every composite v.
        boolean[] composite = new boolean[n + 1];
        for (int p = 2; (long) p * p <= n; p++) {
            if (composite[p]) continue;
            for (int m = p * p; m <= n; m += p) composite[m] = true;
        }
        // Walk the primes in order; a strictly larger gap replaces the record.
        int[] best = new int[0];
        int last = -1;
        for (int v = 2; v <= n; v++) {
            if (composite[v]) continue;
            if (last > 0 && (best.length == 0 || v - last > best[0])) best = new int[] {v - last, last, v};
            last = v;
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        int[] gap = widestPrimeGap(n);
        System.out.println(gap.length == 0 ? "-1" : gap[0] + " " + gap[1] + " " + gap[2]);
    }
}
