import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** For each query {l, r}, codes[l] XOR ... XOR codes[r]. */
    static int[] rangeXors(int[] codes, int[][] queries) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] codes = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            codes[i] = (int) in.nval;
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
        int[] answers = rangeXors(codes, queries);
        StringBuilder out = new StringBuilder();
        for (int a : answers) out.append(a).append('\n');
        System.out.print(out);
    }
}
