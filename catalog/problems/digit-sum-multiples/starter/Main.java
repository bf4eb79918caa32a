import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the count of x in [lo, hi] whose digit sum is divisible by k. */
    static long countLucky(long lo, long hi, int k) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long lo = Long.parseLong(st.nextToken());
            long hi = Long.parseLong(st.nextToken());
            int k = Integer.parseInt(st.nextToken());
            out.append(countLucky(lo, hi, k)).append('\n');
        }
        System.out.print(out);
    }
}
