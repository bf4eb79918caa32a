import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashSet;
import java.util.Set;
import java.util.StringTokenizer;

public class Main {
    /** Length of the longest run x, x+1, ..., all present. */
    static int longestRun(int[] tickets) {
        Set<Integer> present = new HashSet<>();
        for (int t : tickets) present.add(t);
        int best = 0;
        for (int x : present) {
            if (present.contains(x - 1)) continue; // x does not start a run
            int len = 1;
            while (present.contains(x + len)) len++;
            best = Math.max(best, len);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] tickets = new int[n];
        StringTokenizer st = new StringTokenizer(n > 0 ? in.readLine() : "");
        for (int i = 0; i < n; i++) tickets[i] = Integer.parseInt(st.nextToken());
        System.out.println(longestRun(tickets));
    }
}
