import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    /** Length of the longest stretch of a with at most k distinct values. */
    static int longestCalm(int[] a, int k) {
        Map<Integer, Integer> count = new HashMap<>(); // value -> occurrences inside the window
        int left = 0;
        int best = 0;
        for (int right = 0; right < a.length; right++) {
            count.merge(a[right], 1, Integer::sum);
            // Too many distinct values: drop readings from the left until calm again.
            while (count.size() > k) {
                int c = count.get(a[left]) - 1;
                if (c == 0) count.remove(a[left]);
                else count.put(a[left], c);
                left++;
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        int[] a = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        System.out.println(longestCalm(a, k));
    }
}
