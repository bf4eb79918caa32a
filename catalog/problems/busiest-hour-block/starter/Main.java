import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** {best total of k consecutive readings, earliest start index achieving it}. */
    static long[] busiestBlock(int[] visitors, int k) {
        // Write your code here.
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[] visitors = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            visitors[i] = (int) in.nval;
        }
        long[] answer = busiestBlock(visitors, k);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
