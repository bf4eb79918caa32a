import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Length of the shortest run of consecutive days summing to at least quota, or -1. */
    static int shortestQuotaStreak(int[] gains, long quota) {
        int n = gains.length;
        long[] prefix = new long[n + 1];
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + gains[i];
        int[] deque = new int[n + 1]; // candidate starts, prefix sums strictly increasing
        int head = 0;
        int tail = 0;
        int best = n + 1;
        for (int j = 0; j <= n; j++) {
            // The head start reaches the quota at j: no later end can give it a shorter streak.
            while (head < tail && prefix[j] - prefix[deque[head]] >= quota) {
                best = Math.min(best, j - deque[head]);
                head++;
            }
            // A start with a larger or equal prefix and an earlier index is never better than j.
            while (head < tail && prefix[deque[tail - 1]] >= prefix[j]) tail--;
            deque[tail++] = j;
        }
        return best == n + 1 ? -1 : best;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long quota = (long) in.nval;
        int[] gains = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            gains[i] = (int) in.nval;
        }
        System.out.println(shortestQuotaStreak(gains, quota));
    }
}
