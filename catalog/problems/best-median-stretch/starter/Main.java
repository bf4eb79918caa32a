import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** The largest (lower) median of a stretch of at least k days. */
    static int bestMedian(int[] scores, int k) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[] scores = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            scores[i] = (int) in.nval;
        }
        System.out.println(bestMedian(scores, k));
    }
}
