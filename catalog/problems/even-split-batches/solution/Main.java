import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** How many runs of consecutive batches have a total divisible by k. */
    static long countEvenRuns(int[] weights, int k) {
        // Two prefix sums with the same remainder mod k enclose a run divisible by k.
        long[] seen = new long[k];
        seen[0] = 1; // the empty prefix
        int remainder = 0;
        long count = 0;
        for (int w : weights) {
            remainder = ((remainder + w) % k + k) % k; // keep it in 0..k-1 for negative weights
            count += seen[remainder];
            seen[remainder]++;
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[] weights = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            weights[i] = (int) in.nval;
        }
        System.out.println(countEvenRuns(weights, k));
    }
}
