import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Index of x in the rotated strictly increasing array codes, or -1. */
    static int findCode(int[] codes, int x) {
        int lo = 0;
        int hi = codes.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (codes[mid] == x) return mid;
            if (codes[lo] <= codes[mid]) {
                // codes[lo..mid] is sorted
                if (codes[lo] <= x && x < codes[mid]) hi = mid - 1;
                else lo = mid + 1;
            } else {
                // codes[mid..hi] is sorted
                if (codes[mid] < x && x <= codes[hi]) lo = mid + 1;
                else hi = mid - 1;
            }
        }
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] codes = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            codes[i] = (int) in.nval;
        }
        in.nextToken();
        int q = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            in.nextToken();
            if (i > 0) out.append('\n');
            out.append(findCode(codes, (int) in.nval));
        }
        System.out.println(out);
    }
}
