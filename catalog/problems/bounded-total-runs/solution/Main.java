import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** How many runs of consecutive values have a total in [lo, hi]. */
    static long countBoundedRuns(int[] values, long lo, long hi) {
        int n = values.length;
        long[] prefix = new long[n + 1];
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + values[i];
        long[] sorted = prefix.clone();
        Arrays.sort(sorted);
        int m = 0; // distinct prefix sums in keys[0..m): Fenwick positions 1..m
        long[] keys = new long[n + 1];
        for (long v : sorted) if (m == 0 || keys[m - 1] != v) keys[m++] = v;
        int[] tree = new int[m + 1]; // how many earlier prefixes hold each key
        long count = 0;
        for (int j = 0; j <= n; j++) {
            long p = prefix[j];
            // Earlier prefixes q with lo <= p - q <= hi, i.e. p - hi <= q <= p - lo.
            count += prefixCount(tree, countBelow(keys, m, p - lo, true)) - prefixCount(tree, countBelow(keys, m, p - hi, false));
            for (int i = countBelow(keys, m, p, false) + 1; i <= m; i += i & -i) tree[i]++;
        }
        return count;
    }

    /** Number of keys[0..m) below x (or at most x when inclusive). */
    static int countBelow(long[] keys, int m, long x, boolean inclusive) {
        int a = 0;
        int b = m;
        while (a < b) {
            int mid = (a + b) >>> 1;
            if (keys[mid] < x || (inclusive && keys[mid] == x)) a = mid + 1;
            else b = mid;
        }
        return a;
    }

    static long prefixCount(int[] tree, int i) {
        long s = 0;
        for (; i > 0; i &= i - 1) s += tree[i];
        return s;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long lo = (long) in.nval;
        in.nextToken();
        long hi = (long) in.nval;
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            values[i] = (int) in.nval;
        }
        System.out.println(countBoundedRuns(values, lo, hi));
    }
}
