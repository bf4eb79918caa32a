import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Rearranges a in place into the next lexicographic arrangement (wrapping around). */
    static void nextCombination(int[] a) {
        // Pivot: the last position with a[i] < a[i + 1]; everything after it is non-increasing.
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) i--;
        if (i >= 0) {
            // Smallest value after the pivot that is larger than it: the first one from the right.
            int j = a.length - 1;
            while (a[j] <= a[i]) j--;
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        // Make the suffix as small as possible (the whole array if there is no pivot).
        for (int lo = i + 1, hi = a.length - 1; lo < hi; lo++, hi--) {
            int t = a[lo];
            a[lo] = a[hi];
            a[hi] = t;
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] a = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        nextCombination(a);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(a[i]);
        }
        System.out.println(out);
    }
}
