import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** For each request {x, m}, the largest x XOR c over codes c <= m, or -1. */
    static int[] cappedXor(int[] codes, int[][] requests) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int q = (int) in.nval;
        int[] codes = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            codes[i] = (int) in.nval;
        }
        int[][] requests = new int[q][2];
        for (int i = 0; i < q; i++) {
            in.nextToken();
            requests[i][0] = (int) in.nval;
            in.nextToken();
            requests[i][1] = (int) in.nval;
        }
        StringBuilder out = new StringBuilder();
        for (int v : cappedXor(codes, requests)) out.append(v).append('\n');
        System.out.print(out);
    }
}
