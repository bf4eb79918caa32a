import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The k-th smallest value (1-based) of the n x m multiplication table. */
    static long kthInTable(int n, int m, long k) {
        int rows = Math.min(n, m);
        int cols = Math.max(n, m);
        long lo = 1;
        long hi = (long) n * m;
        while (lo < hi) {
            long mid = (lo + hi) / 2;
            // number of cells with value <= mid
            long count = 0;
            for (int i = 1; i <= rows; i++) count += Math.min(cols, mid / i);
            if (count >= k) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        System.out.println(kthInTable(n, m, k));
    }
}
