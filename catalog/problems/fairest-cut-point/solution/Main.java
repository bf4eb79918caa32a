import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** {k, gap}: the smallest cut position k with the smallest gap between the two totals. */
    static long[] fairestCut(int[] loads) {
        long total = 0;
        for (int w : loads) total += w;
        long left = 0;
        long bestCut = 1;
        long bestGap = Long.MAX_VALUE;
        for (int k = 1; k < loads.length; k++) {
            left += loads[k - 1]; // total of wagons 0..k-1; the right part holds total - left
            long gap = Math.abs(2 * left - total);
            if (gap < bestGap) {
                bestGap = gap;
                bestCut = k;
            }
        }
        return new long[] {bestCut, bestGap};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] loads = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            loads[i] = (int) in.nval;
        }
        long[] answer = fairestCut(loads);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
