import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Count of x in [0, limit] whose digit sum is divisible by k (digit DP, left to right). */
    static long countUpTo(long limit, int k) {
        if (limit < 0) return 0;
        // free[r] = prefixes already below limit's prefix with digit sum = r (mod k).
        long[] free = new long[k];
        int tightSum = 0; // digit sum of limit's own prefix
        for (char ch : Long.toString(limit).toCharArray()) {
            int d = ch - '0';
            long[] next = new long[k];
            for (int r = 0; r < k; r++) {
                if (free[r] == 0) continue;
                for (int digit = 0; digit <= 9; digit++) next[(r + digit) % k] += free[r];
            }
            // Leave the tight path with a smaller digit.
            for (int digit = 0; digit < d; digit++) next[(tightSum + digit) % k] += 1;
            tightSum += d;
            free = next;
        }
        return free[0] + (tightSum % k == 0 ? 1 : 0); // limit itself
    }

    /** Returns the count of x in [lo, hi] whose digit sum is divisible by k. */
    static long countLucky(long lo, long hi, int k) {
        return countUpTo(hi, k) - countUpTo(lo - 1, k);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long lo = Long.parseLong(st.nextToken());
            long hi = Long.parseLong(st.nextToken());
            int k = Integer.parseInt(st.nextToken());
            out.append(countLucky(lo, hi, k)).append('\n');
        }
        System.out.print(out);
    }
}
