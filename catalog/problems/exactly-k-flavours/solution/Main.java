import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** How many runs of consecutive scoops contain exactly k distinct flavours. */
    static long exactlyKFlavours(String scoops, int k) {
        return atMost(scoops, k) - atMost(scoops, k - 1);
    }

    /** Runs with at most `limit` flavours, counted by their right end with a sliding window. */
    static long atMost(String scoops, int limit) {
        if (limit < 0) return 0;
        int[] count = new int[26];
        int distinct = 0;
        int left = 0;
        long runs = 0;
        for (int right = 0; right < scoops.length(); right++) {
            if (count[scoops.charAt(right) - 'a']++ == 0) distinct++;
            while (distinct > limit) {
                if (--count[scoops.charAt(left) - 'a'] == 0) distinct--;
                left++;
            }
            runs += right - left + 1; // every start in [left, right] works for this end
        }
        return runs;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String scoops = in.readLine().trim();
        int k = Integer.parseInt(in.readLine().trim());
        System.out.println(exactlyKFlavours(scoops, k));
    }
}
