import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.Map;

public class Main {
    // Two rolling hashes modulo primes below 2^26, packed into one long key (as in the JavaScript reference).
    static final long P1 = 67108859L;
    static final long P2 = 67108837L;
    static final long B1 = 131;
    static final long B2 = 137;

    /**
     * Returns {L, i}: the longest length L of a substring occurring at least twice and the smallest
     * start i of such a substring; {0, -1} if no letter repeats.
     */
    static int[] longestEcho(String s) {
        int n = s.length();
        // "Some window of length L repeats" holds for every L up to the answer: binary search.
        int lo = 0;
        int hi = n - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            if (firstRepeat(s, mid) >= 0) lo = mid;
            else hi = mid - 1;
        }
        return lo == 0 ? new int[] {0, -1} : new int[] {lo, firstRepeat(s, lo)};
    }

    /** Smallest start of a window of this length that occurs again, or -1. */
    static int firstRepeat(String s, int len) {
        int n = s.length();
        long pw1 = 1;
        long pw2 = 1;
        for (int i = 1; i < len; i++) {
            pw1 = pw1 * B1 % P1;
            pw2 = pw2 * B2 % P2;
        }
        long h1 = 0;
        long h2 = 0;
        for (int i = 0; i < len; i++) {
            h1 = (h1 * B1 + code(s, i)) % P1;
            h2 = (h2 * B2 + code(s, i)) % P2;
        }
        Map<Long, Integer> first = new HashMap<>();
        first.put(h1 << 26 | h2, 0);
        int best = -1;
        for (int i = 1; i + len <= n; i++) {
            // Slide: drop s[i - 1], append s[i + len - 1].
            h1 = ((h1 - code(s, i - 1) * pw1 % P1 + P1) % P1 * B1 + code(s, i + len - 1)) % P1;
            h2 = ((h2 - code(s, i - 1) * pw2 % P2 + P2) % P2 * B2 + code(s, i + len - 1)) % P2;
            Integer j = first.putIfAbsent(h1 << 26 | h2, i);
            if (j != null && (best < 0 || j < best)) best = j;
        }
        return best;
    }

    static long code(String s, int i) {
        return s.charAt(i) - 96;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        int[] ans = longestEcho(s);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
