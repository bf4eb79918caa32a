import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** crates[i] = {w, h}; returns the longest chain of strictly nested crates. */
    static int longestNesting(int[][] crates) {
        // Width ascending; equal widths by height descending, so two crates of one width
        // can never both appear in a strictly increasing run of heights.
        int[][] sorted = crates.clone();
        Arrays.sort(sorted, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(b[1], a[1]));
        int[] tails = new int[sorted.length]; // tails[k] = smallest last height of a run of length k + 1
        int len = 0;
        for (int[] c : sorted) {
            int lo = 0;
            int hi = len;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] < c[1]) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = c[1];
            if (lo == len) len++;
        }
        return len;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[][] crates = new int[n][];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            crates[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        System.out.println(longestNesting(crates));
    }
}
