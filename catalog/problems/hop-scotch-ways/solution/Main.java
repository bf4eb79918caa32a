import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Hop sequences (hops of 1, 2 or 3) ending exactly on square n, modulo 1e9+7. */
    static long hopWays(int n) {
        final long mod = 1_000_000_007L;
        // a, b, c = ways(i - 3), ways(i - 2), ways(i - 1); ways(0) = 1 and negative squares count 0
        long a = 0;
        long b = 0;
        long c = 1;
        for (int i = 1; i <= n; i++) {
            long next = (a + b + c) % mod;
            a = b;
            b = c;
            c = next;
        }
        return c;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        System.out.println(hopWays(n));
    }
}
