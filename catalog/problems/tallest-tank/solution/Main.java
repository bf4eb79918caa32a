import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The most water two panels can hold. */
    static int tallestTank(int[] h) {
        int lo = 0;
        int hi = h.length - 1;
        int best = 0;
        while (lo < hi) {
            best = Math.max(best, (hi - lo) * Math.min(h[lo], h[hi]));
            // The shorter panel cannot do better with any closer partner: drop it.
            if (h[lo] <= h[hi]) lo++;
            else hi--;
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] h = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) h[i] = Integer.parseInt(st.nextToken());
        System.out.println(tallestTank(h));
    }
}
