import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Largest product of a non-empty contiguous run of factors. */
    static long bestGain(int[] factors) {
        // Write your code here.
        return 0;
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
