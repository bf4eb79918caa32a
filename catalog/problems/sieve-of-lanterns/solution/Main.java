import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** How many primes are smaller than n. */
    static int countPrimes(int n) {
        if (n <= 2) return 0;
        boolean[] composite = new boolean[n];
        for (int p = 2; (long) p * p < n; p++) {
            if (composite[p]) continue;
            // Smaller multiples of p were crossed out by smaller primes already.
            for (int m = p * p; m < n; m += p) composite[m] = true;
        }
        int count = 0;
        for (int i = 2; i < n; i++) if (!composite[i]) count++;
        return count;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        System.out.println(countPrimes(n));
    }
}
