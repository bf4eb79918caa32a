import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** The largest possible distance between the two closest beacons. */
    static int bestSpacing(int[] sites, int c) {
        int[] sorted = sites.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        int lo = 1; // always feasible: the sites are distinct
        int hi = (sorted[n - 1] - sorted[0]) / (c - 1);
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            if (fits(sorted, c, mid)) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }

    /** Greedy: can c beacons be placed at least d apart on the sorted sites? */
    static boolean fits(int[] sorted, int c, int d) {
        int placed = 1;
        int last = sorted[0];
        for (int i = 1; i < sorted.length && placed < c; i++) {
            if (sorted[i] - last >= d) {
                placed++;
                last = sorted[i];
            }
        }
        return placed >= c;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int c = (int) in.nval;
        int[] sites = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            sites[i] = (int) in.nval;
        }
        System.out.println(bestSpacing(sites, c));
    }
}
