import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    /** Returns the number of contiguous spans of a summing to k. */
    static long countTargetSpans(int[] a, int k) {
        // count[v] = how many prefix sums seen so far equal v (the empty prefix sums to 0).
        Map<Integer, Integer> count = new HashMap<>();
        count.put(0, 1);
        int sum = 0;
        long spans = 0;
        for (int x : a) {
            sum += x;
            spans += count.getOrDefault(sum - k, 0); // earlier prefixes P[i] with P[j] - P[i] = k
            count.merge(sum, 1, Integer::sum);
        }
        return spans;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        int[] a = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        System.out.println(countTargetSpans(a, k));
    }
}
