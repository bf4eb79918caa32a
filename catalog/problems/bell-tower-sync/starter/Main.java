import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The first minute t >= 0 at which every bell rings (t mod period = offset for all), or -1. */
    static long firstSharedMinute(long[] periods, long[] offsets) {
        // Write your code here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        long[] periods = new long[n];
        long[] offsets = new long[n];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            periods[i] = Long.parseLong(st.nextToken());
            offsets[i] = Long.parseLong(st.nextToken());
        }
        System.out.println(firstSharedMinute(periods, offsets));
    }
}
