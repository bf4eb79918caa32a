import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The fewest cuts that split s into palindromic pieces. */
    static int fewestCuts(String s) {
        int n = s.length();
        // best[k] = fewest palindromic pieces covering s[0..k-1]; k pieces of one letter always work.
        int[] best = new int[n + 1];
        for (int k = 0; k <= n; k++) best[k] = k;
        // Centres from left to right: centre c covers lo = c / 2, hi = lo + c % 2.
        for (int c = 0; c < 2 * n - 1; c++) {
            int lo = c / 2;
            int hi = lo + c % 2;
            while (lo >= 0 && hi < n && s.charAt(lo) == s.charAt(hi)) {
                // s[lo..hi] is a palindrome: it can be the last piece of a cover of s[0..hi].
                best[hi + 1] = Math.min(best[hi + 1], best[lo] + 1);
                lo--;
                hi++;
            }
        }
        return best[n] - 1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.out.println(fewestCuts(in.readLine().trim()));
    }
}
