import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the number of primes in [lo, hi] (hi - lo <= 10^6). */
    static int countPrimesInWindow(long lo, long hi) {
        // 1. Primes up to sqrt(hi) with an ordinary sieve.
        int root = (int) Math.sqrt((double) hi) + 1;
        boolean[] composite = new boolean[root + 1];
        int[] primes = new int[root + 1];
        int primeCount = 0;
        for (int i = 2; i <= root; i++) {
            if (composite[i]) continue;
            primes[primeCount++] = i;
            for (long j = (long) i * i; j <= root; j += i) composite[(int) j] = true;
        }
        // 2. Cross out their multiples inside the window; cell i stands for the number lo + i.
        boolean[] crossed = new boolean[(int) (hi - lo + 1)];
        for (int k = 0; k < primeCount; k++) {
            long p = primes[k];
            // First multiple of p in the window, but never p itself (start at p*p at the earliest).
            long start = Math.max(p * p, (lo + p - 1) / p * p);
            for (long m = start; m <= hi; m += p) crossed[(int) (m - lo)] = true;
        }
        int count = 0;
        for (int i = 0; i < crossed.length; i++) if (!crossed[i] && lo + i >= 2) count++;
        return count;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long lo = Long.parseLong(st.nextToken());
        long hi = Long.parseLong(st.nextToken());
        System.out.println(countPrimesInWindow(lo, hi));
    }
}
