import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** requests[i] = {s, e, fee}; the largest total fee of non-overlapping requests [s, e). */
    static long bestFees(int[][] requests) {
        int[][] r = requests.clone();
        Arrays.sort(r, (x, y) -> Integer.compare(x[1], y[1])); // by end time
        int n = r.length;
        int[] ends = new int[n];
        for (int i = 0; i < n; i++) ends[i] = r[i][1];
        long[] best = new long[n + 1]; // best[i] = best total using the first i requests
        for (int i = 1; i <= n; i++) {
            int s = r[i - 1][0];
            // p = number of requests ending at or before s (upper bound in the sorted end times).
            int lo = 0;
            int hi = i - 1;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (ends[mid] <= s) lo = mid + 1;
                else hi = mid;
            }
            best[i] = Math.max(best[i - 1], r[i - 1][2] + best[lo]);
        }
        return best[n];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[][] requests = new int[n][];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            requests[i] = new int[] {
                Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())
            };
        }
        System.out.println(bestFees(requests));
    }
}
