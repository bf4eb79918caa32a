import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the first player's total minus the second player's total under perfect play. */
    static long duelMargin(long[] a) {
        int n = a.length;
        // After processing start i, margin[j] = best margin for the player to move on a[i..j].
        long[] margin = new long[n];
        for (int i = n - 1; i >= 0; i--) {
            margin[i] = a[i]; // a single stone
            for (int j = i + 1; j < n; j++) {
                // margin[j] still holds block i+1..j; margin[j-1] already holds block i..j-1.
                margin[j] = Math.max(a[i] - margin[j], a[j] - margin[j - 1]);
            }
        }
        return margin[n - 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        long[] a = new long[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(st.nextToken());
        System.out.println(duelMargin(a));
    }
}
