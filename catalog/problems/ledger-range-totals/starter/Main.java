import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Returns the total of days l..r (inclusive) for each query {l, r}. */
    static long[] rangeTotals(int[] takings, int[][] queries) {
        // Write your code here.
        return new long[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] takings = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            takings[i] = (int) in.nval;
        }
        in.nextToken();
        int q = (int) in.nval;
        int[][] queries = new int[q][2];
        for (int i = 0; i < q; i++) {
            in.nextToken();
            queries[i][0] = (int) in.nval;
            in.nextToken();
            queries[i][1] = (int) in.nval;
        }
        long[] answers = rangeTotals(takings, queries);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < answers.length; i++) {
            if (i > 0) out.append('\n');
            out.append(answers[i]);
        }
        System.out.println(out);
    }
}
