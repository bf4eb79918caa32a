import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the leftmost longest palindromic substring of s. */
    static String longestMirror(String s) {
        int n = s.length();
        int bestStart = 0;
        int bestLen = 1;
        // Centre p covers s[p / 2] (p even) or the gap after it (p odd).
        for (int p = 0; p <= 2 * n - 2; p++) {
            // The shortest length with this centre's parity that beats bestLen.
            int len = bestLen + 1;
            if (len % 2 != (p % 2 == 0 ? 1 : 0)) len++;
            int lo = (p - len + 1) / 2;
            int hi = lo + len - 1;
            if (p - len + 1 < 0 || hi >= n) continue;
            // Palindromes around one centre are nested: if this window fails, every wider one does too.
            boolean ok = true;
            for (int a = lo, b = hi; a < b; a++, b--) {
                if (s.charAt(a) != s.charAt(b)) {
                    ok = false;
                    break;
                }
            }
            if (!ok) continue;
            while (lo > 0 && hi < n - 1 && s.charAt(lo - 1) == s.charAt(hi + 1)) {
                lo--;
                hi++;
            }
            bestStart = lo;
            bestLen = hi - lo + 1;
        }
        return s.substring(bestStart, bestStart + bestLen);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        System.out.println(longestMirror(s));
    }
}
