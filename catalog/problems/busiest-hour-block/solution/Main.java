import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** {best total of k consecutive readings, earliest start index achieving it}. */
    static long[] busiestBlock(int[] visitors, int k) {
        long window = 0;
        for (int i = 0; i < k; i++) window += visitors[i];
        long best = window;
        long bestStart = 0;
        for (int i = k; i < visitors.length; i++) {
            window += visitors[i] - visitors[i - k]; // slide: add the new reading, drop the oldest
            if (window > best) {
                best = window;
                bestStart = i - k + 1;
            }
        }
        return new long[] {best, bestStart};
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
