import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Largest product of a non-empty contiguous run of factors. */
    static long bestGain(int[] factors) {
        // hi / lo: largest / smallest product of a run ending at the current position
        long hi = factors[0];
        long lo = factors[0];
        long best = factors[0];
        for (int i = 1; i < factors.length; i++) {
            long x = factors[i];
            long a = hi * x;
            long b = lo * x;
            hi = Math.max(x, Math.max(a, b));
            lo = Math.min(x, Math.min(a, b));
            best = Math.max(best, hi);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] factors = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            factors[i] = (int) in.nval;
        }
        System.out.println(bestGain(factors));
    }
}
