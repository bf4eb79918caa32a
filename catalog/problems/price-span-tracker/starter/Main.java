import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** For each day, how many consecutive days ending today closed at most at today's price. */
    static int[] priceSpans(int[] prices) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] prices = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            prices[i] = (int) in.nval;
        }
        int[] spans = priceSpans(prices);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < spans.length; i++) {
            if (i > 0) out.append(' ');
            out.append(spans[i]);
        }
        System.out.println(out);
    }
}
