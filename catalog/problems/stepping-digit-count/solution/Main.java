import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns how many integers in [lo, hi] have neighbouring digits that differ by exactly 1. */
    static long countStepping(long lo, long hi) {
        return countUpTo(hi) - countUpTo(lo - 1);
    }

    // WAYS[m][d] = number of digit strings of length m starting with digit d whose neighbours differ by 1.
    static final long[][] WAYS = new long[17][10];

    static {
        for (int d = 0; d < 10; d++) WAYS[1][d] = 1;
        for (int m = 2; m <= 16; m++) {
            for (int d = 0; d < 10; d++) {
                WAYS[m][d] = (d > 0 ? WAYS[m - 1][d - 1] : 0) + (d < 9 ? WAYS[m - 1][d + 1] : 0);
            }
        }
    }

    /** Stepping numbers in [1, x] (0 for x = 0). */
    static long countUpTo(long x) {
        if (x <= 0) return 0;
        String s = Long.toString(x);
        int n = s.length();
        long total = 0;
        // Shorter numbers: any stepping string without a leading zero.
        for (int m = 1; m < n; m++) for (int d = 1; d <= 9; d++) total += WAYS[m][d];
        // Same length: follow x's digits; at each position count the smaller choices, then go on.
        int prev = -1;
        for (int i = 0; i < n; i++) {
            int xd = s.charAt(i) - '0';
            for (int c = i == 0 ? 1 : 0; c < xd; c++) {
                if (prev < 0 || Math.abs(c - prev) == 1) total += WAYS[n - i][c];
            }
            if (prev >= 0 && Math.abs(xd - prev) != 1) return total;
            prev = xd;
        }
        return total + 1; // x itself is a stepping number
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long lo = Long.parseLong(st.nextToken());
            long hi = Long.parseLong(st.nextToken());
            out.append(countStepping(lo, hi)).append('\n');
        }
        System.out.print(out);
    }
}
