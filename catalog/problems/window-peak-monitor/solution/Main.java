import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The maximum of each window of k consecutive readings. */
    static int[] windowPeaks(int[] levels, int k) {
        int n = levels.length;
        int[] out = new int[n - k + 1];
        int[] deque = new int[n]; // indices, readings strictly decreasing
        int front = 0;
        int back = 0; // deque holds deque[front .. back)
        for (int i = 0; i < n; i++) {
            // older readings not higher than the new one can never be a maximum again
            while (back > front && levels[deque[back - 1]] <= levels[i]) back--;
            deque[back++] = i;
            if (deque[front] <= i - k) front++; // the front left the window
            if (i >= k - 1) out[i - k + 1] = levels[deque[front]];
        }
        return out;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[] levels = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            levels[i] = (int) in.nval;
        }
        int[] peaks = windowPeaks(levels, k);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < peaks.length; i++) {
            if (i > 0) out.append(' ');
            out.append(peaks[i]);
        }
        System.out.println(out);
    }
}
