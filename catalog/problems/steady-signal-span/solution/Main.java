import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The length of the longest stretch whose max - min is at most limit. */
    static int longestSteady(int[] readings, int limit) {
        int n = readings.length;
        // Deques as arrays with head/tail pointers: indices, readings decreasing (high) / increasing (low).
        int[] high = new int[n];
        int[] low = new int[n];
        int hHead = 0, hTail = 0, lHead = 0, lTail = 0;
        int left = 0;
        int best = 0;
        for (int right = 0; right < n; right++) {
            int v = readings[right];
            while (hTail > hHead && readings[high[hTail - 1]] <= v) hTail--;
            high[hTail++] = right;
            while (lTail > lHead && readings[low[lTail - 1]] >= v) lTail--;
            low[lTail++] = right;
            // Shrink from the left until the spread fits again (readings fit in int, the difference too).
            while (readings[high[hHead]] - readings[low[lHead]] > limit) {
                left++;
                if (high[hHead] < left) hHead++;
                if (low[lHead] < left) lHead++;
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int limit = (int) in.nval;
        int[] readings = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            readings[i] = (int) in.nval;
        }
        System.out.println(longestSteady(readings, limit));
    }
}
