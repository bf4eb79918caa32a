import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The largest total score for popping all balloons. */
    static long bestPopScore(int[] balloons) {
        int m = balloons.length + 2;
        long[] v = new long[m]; // walls with value 1 on both sides
        v[0] = 1;
        v[m - 1] = 1;
        for (int i = 0; i < balloons.length; i++) v[i + 1] = balloons[i];
        // best[l][r]: best score for popping everything strictly between l and r
        long[][] best = new long[m][m];
        for (int gap = 2; gap < m; gap++) {
            for (int l = 0; l + gap < m; l++) {
                int r = l + gap;
                long top = 0;
                for (int k = l + 1; k < r; k++) {
                    // k is the last balloon popped between l and r
                    top = Math.max(top, best[l][k] + v[l] * v[k] * v[r] + best[k][r]);
                }
                best[l][r] = top;
            }
        }
        return best[0][m - 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] balloons = new int[n];
        for (int i = 0; i < n; i++) balloons[i] = Integer.parseInt(st.nextToken());
        System.out.println(bestPopScore(balloons));
    }
}
