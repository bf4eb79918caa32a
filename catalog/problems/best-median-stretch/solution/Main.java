import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** The largest (lower) median of a stretch of at least k days. */
    static int bestMedian(int[] scores, int k) {
        int[] sorted = scores.clone();
        Arrays.sort(sorted);
        int m = 0; // distinct scores in sorted[0..m)
        for (int v : sorted) if (m == 0 || sorted[m - 1] != v) sorted[m++] = v;
        int[] prefix = new int[scores.length + 1];
        // sorted[lo] always reaches (the smallest score); find the largest index that does.
        int lo = 0;
        int hi = m - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (reaches(scores, k, sorted[mid], prefix)) lo = mid;
            else hi = mid - 1;
        }
        return sorted[lo];
    }

    /** Is there a stretch of length >= k whose median is at least x? */
    static boolean reaches(int[] scores, int k, int x, int[] prefix) {
        int n = scores.length;
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (scores[i] >= x ? 1 : -1);
        int low = Integer.MAX_VALUE;
        for (int j = k; j <= n; j++) {
            low = Math.min(low, prefix[j - k]);
            if (prefix[j] - low > 0) return true;
        }
        return false;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[] scores = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            scores[i] = (int) in.nval;
        }
        System.out.println(bestMedian(scores, k));
    }
}
