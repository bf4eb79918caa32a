import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Collections;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /** The lower median after each score. */
    static int[] runningMedians(int[] scores) {
        // Write your code here.
        return new int[0];
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
