import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the sum of gcd(i, j) over all 1 ≤ i, j ≤ n. */
    static long gcdGridSum(int n) {
        // Totient sieve: phi[m] starts at m; each prime p multiplies its multiples by (1 - 1/p).
        int[] phi = new int[n + 1];
        for (int m = 0; m <= n; m++) phi[m] = m;
        for (int p = 2; p <= n; p++) {
            if (phi[p] != p) continue; // touched by a smaller prime: not prime
            for (int m = p; m <= n; m += p) phi[m] -= phi[m] / p;
        }
        // Sum of phi(d) * (n / d)^2: the pairs with gcd divisible by d, weighted.
        long total = 0;
        for (int d = 1; d <= n; d++) {
            long v = n / d;
            total += phi[d] * v * v;
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        System.out.println(gcdGridSum(n));
    }
}
