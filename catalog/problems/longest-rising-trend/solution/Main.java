import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the length of the longest strictly increasing subsequence. */
    static int longestRisingTrend(int[] prices) {
        int[] tails = new int[prices.length]; // tails[L - 1] = smallest last price of a trend of length L
        int len = 0;
        for (int x : prices) {
            // First position whose tail is >= x.
            int lo = 0;
            int hi = len;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] < x) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = x;
            if (lo == len) len++;
        }
        return len;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] prices = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) prices[i] = Integer.parseInt(st.nextToken());
        System.out.println(longestRisingTrend(prices));
    }
}
