import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The smallest daily capacity that prints every job, in order, within d days. */
    static long minCapacity(int[] pages, int d) {
        long lo = 0; // every job must fit in one day
        long hi = 0; // one day for everything
        for (int p : pages) {
            lo = Math.max(lo, p);
            hi += p;
        }
        while (lo < hi) {
            long mid = (lo + hi) / 2;
            if (daysNeeded(pages, mid) <= d) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    /** Days used when each day takes as many of the next jobs as fit in cap (cap >= every job). */
    static int daysNeeded(int[] pages, long cap) {
        int days = 1;
        long today = 0;
        for (int p : pages) {
            if (today + p > cap) {
                days++;
                today = 0;
            }
            today += p;
        }
        return days;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int d = Integer.parseInt(st.nextToken());
        int[] pages = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) pages[i] = Integer.parseInt(st.nextToken());
        System.out.println(minCapacity(pages, d));
    }
}
