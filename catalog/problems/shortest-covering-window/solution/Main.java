import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Shortest (then leftmost) substring of s containing every letter of t with multiplicity, or "-1". */
    static String shortestCover(String s, String t) {
        int[] need = new int[128]; // how many more copies of each letter the window needs
        for (int i = 0; i < t.length(); i++) need[t.charAt(i)]++;
        int missing = t.length();
        int bestStart = -1;
        int bestLen = Integer.MAX_VALUE;
        int left = 0;
        for (int right = 0; right < s.length(); right++) {
            char x = s.charAt(right);
            if (need[x] > 0) missing--;
            need[x]--;
            if (missing > 0) continue;
            // Drop surplus letters from the left while the window still covers t.
            while (need[s.charAt(left)] < 0) {
                need[s.charAt(left)]++;
                left++;
            }
            if (right - left + 1 < bestLen) {
                bestLen = right - left + 1;
                bestStart = left;
            }
            // Give up the (needed) leftmost letter and look for the next covering window.
            need[s.charAt(left)]++;
            missing++;
            left++;
        }
        return bestStart < 0 ? "-1" : s.substring(bestStart, bestStart + bestLen);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        String t = in.readLine().trim();
        System.out.println(shortestCover(s, t));
    }
}
