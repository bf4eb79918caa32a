import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** For each n, the number of reduced fractions p/d with 1 <= p < d <= n. */
    static long[] countReducedFractions(int[] limits) {
        int top = 1;
        for (int n : limits) top = Math.max(top, n);
        // Totient sieve: phi[d] starts at d; for each prime p, phi of its multiples loses a factor (1 - 1/p).
        int[] phi = new int[top + 1];
        for (int i = 0; i <= top; i++) phi[i] = i;
        for (int p = 2; p <= top; p++) {
            if (phi[p] != p) continue; // untouched so far: p is prime
            for (int m = p; m <= top; m += p) phi[m] -= phi[m] / p;
        }
        // total[n] = phi(2) + ... + phi(n): fractions with denominators up to n.
        long[] total = new long[top + 1];
        for (int d = 2; d <= top; d++) total[d] = total[d - 1] + phi[d];
        long[] answers = new long[limits.length];
        for (int i = 0; i < limits.length; i++) answers[i] = total[limits[i]];
        return answers;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        int[] limits = new int[q];
        for (int i = 0; i < q; i++) limits[i] = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (long x : countReducedFractions(limits)) out.append(x).append('\n');
        System.out.print(out);
    }
}
