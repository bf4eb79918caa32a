import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the number of complete staircase rows built from n coins. */
    static long completeRows(long n) {
        // Invariant: lo rows fit, hi rows do not (T(5e7) > 10^15).
        long lo = 0;
        long hi = 50_000_000L;
        while (hi - lo > 1) {
            long mid = (lo + hi) / 2;
            if (mid * (mid + 1) / 2 <= n) lo = mid;
            else hi = mid;
        }
        return lo;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            out.append(completeRows(Long.parseLong(in.readLine().trim()))).append('\n');
        }
        System.out.print(out);
    }
}
