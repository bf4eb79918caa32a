import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The smallest picking rate (fruit per hour) that clears every row in time. */
    static int harvestPace(int[] rows, long hours) {
        // needed() only falls as the rate grows: binary search the smallest rate that fits.
        int lo = 1;
        int hi = 1;
        for (int fruit : rows) hi = Math.max(hi, fruit);
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (needed(rows, mid) <= hours) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    /** Hours needed at a given rate: each row takes ceil(fruit / rate) whole hours. */
    static long needed(int[] rows, int rate) {
        long total = 0;
        for (int fruit : rows) total += (fruit + (long) rate - 1) / rate;
        return total;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long hours = (long) in.nval;
        int[] rows = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            rows[i] = (int) in.nval;
        }
        System.out.println(harvestPace(rows, hours));
    }
}
