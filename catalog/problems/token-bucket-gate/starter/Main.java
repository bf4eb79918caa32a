import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    /** For each request (times[i], ids[i]) in time order, returns whether it passes the client's bucket. */
    static boolean[] gateRequests(long c, long r, long[] times, int[] ids) {
        // Write your code here.
        return new boolean[times.length];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long c = Long.parseLong(st.nextToken());
        long r = Long.parseLong(st.nextToken());
        long[] times = new long[n];
        int[] ids = new int[n];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            times[i] = Long.parseLong(st.nextToken());
            ids[i] = Integer.parseInt(st.nextToken());
        }
        boolean[] result = gateRequests(c, r, times, ids);
        StringBuilder out = new StringBuilder();
        for (boolean ok : result) out.append(ok ? "pass" : "drop").append('\n');
        System.out.print(out);
    }
}
