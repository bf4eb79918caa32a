import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;

public class Main {
    /** The length of the longest run of consecutive flips with as many heads as tails. */
    static int longestBalancedRun(String flips) {
        int n = flips.length();
        // first[b + n] = the earliest prefix length whose balance (heads - tails) is b; -1 if none yet.
        int[] first = new int[2 * n + 1];
        Arrays.fill(first, -1);
        first[n] = 0; // the empty prefix has balance 0
        int balance = 0;
        int best = 0;
        for (int i = 1; i <= n; i++) {
            balance += flips.charAt(i - 1) == 'H' ? 1 : -1;
            int seen = first[balance + n];
            if (seen < 0) first[balance + n] = i;
            else best = Math.max(best, i - seen); // flips seen..i-1 are balanced
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String line = in.readLine();
        String flips = line == null ? "" : line.trim();
        System.out.println(longestBalancedRun(flips));
    }
}
