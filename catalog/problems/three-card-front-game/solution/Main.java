import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns Ada's score minus Ben's score under perfect play. */
    static long bestMargin(int[] values) {
        // b1, b2, b3 hold best[i+1], best[i+2], best[i+3]; positions past the end are worth 0.
        int n = values.length;
        long b1 = 0;
        long b2 = 0;
        long b3 = 0;
        for (int i = n - 1; i >= 0; i--) {
            long take = values[i];
            long cur = take - b1;
            if (i + 2 <= n) {
                take += values[i + 1];
                cur = Math.max(cur, take - b2);
            }
            if (i + 3 <= n) {
                take += values[i + 2];
                cur = Math.max(cur, take - b3);
            }
            b3 = b2;
            b2 = b1;
            b1 = cur;
        }
        return b1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] values = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) values[i] = Integer.parseInt(st.nextToken());
        System.out.println(bestMargin(values));
    }
}
