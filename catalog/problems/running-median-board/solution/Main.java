import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Collections;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /** The lower median after each score. */
    static int[] runningMedians(int[] scores) {
        PriorityQueue<Integer> low = new PriorityQueue<>(Collections.reverseOrder()); // smaller half
        PriorityQueue<Integer> high = new PriorityQueue<>(); // larger half
        int[] out = new int[scores.length];
        for (int i = 0; i < scores.length; i++) {
            int x = scores[i];
            if (low.isEmpty() || x <= low.peek()) low.add(x);
            else high.add(x);
            // Keep |low| = |high| or |high| + 1.
            if (low.size() > high.size() + 1) high.add(low.poll());
            else if (high.size() > low.size()) low.add(high.poll());
            out[i] = low.peek();
        }
        return out;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] scores = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) scores[i] = Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int m : runningMedians(scores)) {
            if (out.length() > 0) out.append(' ');
            out.append(m);
        }
        System.out.println(out);
    }
}
