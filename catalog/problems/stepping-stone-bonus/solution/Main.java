import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The highest score of a route from stone 0 to stone n-1 with hops of at most k. */
    static long bestCrossing(int[] values, int k) {
        int n = values.length;
        long[] best = new long[n]; // best[i]: highest score of a route from stone 0 ending on stone i
        int[] deque = new int[n]; // indices with strictly decreasing best, deque[head..tail)
        int head = 0, tail = 0;
        best[0] = values[0];
        deque[tail++] = 0;
        for (int i = 1; i < n; i++) {
            if (deque[head] < i - k) head++; // the front is out of reach
            best[i] = values[i] + best[deque[head]];
            while (tail > head && best[deque[tail - 1]] <= best[i]) tail--;
            deque[tail++] = i;
        }
        return best[n - 1];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            values[i] = (int) in.nval;
        }
        System.out.println(bestCrossing(values, k));
    }
}
