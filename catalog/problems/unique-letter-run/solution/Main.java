import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;

public class Main {
    /** Length of the longest substring of s without a repeated character. */
    static int longestUniqueRun(String s) {
        int[] last = new int[128]; // character -> index of its latest occurrence
        Arrays.fill(last, -1);
        int left = 0;
        int best = 0;
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            // An occurrence before `left` is outside the window and must not move it backwards.
            if (last[c] >= left) left = last[c] + 1;
            last[c] = right;
            best = Math.max(best, right - left + 1);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine();
        if (s == null) s = "";
        System.out.println(longestUniqueRun(s));
    }
}
