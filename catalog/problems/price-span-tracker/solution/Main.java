import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** For each day, how many consecutive days ending today closed at most at today's price. */
    static int[] priceSpans(int[] prices) {
        int n = prices.length;
        int[] spans = new int[n];
        int[] stack = new int[n]; // earlier days with a strictly higher price, prices decreasing upwards
        int top = 0;
        for (int i = 0; i < n; i++) {
            while (top > 0 && prices[stack[top - 1]] <= prices[i]) top--;
            spans[i] = top == 0 ? i + 1 : i - stack[top - 1];
            stack[top++] = i;
        }
        return spans;
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
