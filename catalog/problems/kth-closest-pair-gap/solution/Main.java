import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** The k-th smallest |p[i] - p[j]| over all pairs i < j. */
    static int kthPairGap(int[] positions, long k) {
        int[] p = positions.clone();
        Arrays.sort(p);
        int n = p.length;
        int lo = 0;
        int hi = p[n - 1] - p[0];
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            // number of pairs with gap <= mid: two pointers over the sorted positions
            long pairs = 0;
            int left = 0;
            for (int j = 0; j < n; j++) {
                while (p[j] - p[left] > mid) left++;
                pairs += j - left;
            }
            if (pairs >= k) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        int[] positions = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) positions[i] = Integer.parseInt(st.nextToken());
        System.out.println(kthPairGap(positions, k));
    }
}
