import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the number of pairs i < j with a[i] > a[j]. */
    static long countInversions(int[] a) {
        // Bottom-up merge sort: merge runs of width 1, 2, 4, ... and count, for every element
        // taken from a right run, how many larger elements remain in the left run.
        int n = a.length;
        int[] src = a.clone();
        int[] dst = new int[n];
        long inversions = 0;
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(lo + width, n);
                int hi = Math.min(lo + 2 * width, n);
                int i = lo;
                int j = mid;
                int k = lo;
                while (i < mid && j < hi) {
                    if (src[j] < src[i]) {
                        inversions += mid - i; // src[i..mid-1] are all larger than src[j]
                        dst[k++] = src[j++];
                    } else {
                        dst[k++] = src[i++];
                    }
                }
                while (i < mid) dst[k++] = src[i++];
                while (j < hi) dst[k++] = src[j++];
            }
            int[] t = src;
            src = dst;
            dst = t;
        }
        return inversions;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] a = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        System.out.println(countInversions(a));
    }
}
