import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayDeque;
import java.util.StringTokenizer;

public class Main {
    /** For each ping (times strictly increasing), the number of pings in [t - 3000, t]. */
    static int[] recentPings(int[] times) {
        ArrayDeque<Integer> window = new ArrayDeque<>();
        int[] counts = new int[times.length];
        for (int i = 0; i < times.length; i++) {
            int t = times[i];
            window.addLast(t);
            while (window.peekFirst() < t - 3000) window.pollFirst();
            counts[i] = window.size();
        }
        return counts;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] times = new int[n];
        StringTokenizer st = new StringTokenizer(n > 0 ? in.readLine() : "");
        for (int i = 0; i < n; i++) times[i] = Integer.parseInt(st.nextToken());
        int[] counts = recentPings(times);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < counts.length; i++) {
            if (i > 0) out.append(' ');
            out.append(counts[i]);
        }
        System.out.println(out);
    }
}
