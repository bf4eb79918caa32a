import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The largest |x_i - x_j| + |y_i - y_j| over all pairs of kiosks (0 for one kiosk). */
    static int farthestWalk(int[] xs, int[] ys) {
        // |dx| + |dy| = max(|d(x + y)|, |d(x - y)|): track the range of x + y and of x - y.
        int sumLo = Integer.MAX_VALUE;
        int sumHi = Integer.MIN_VALUE;
        int diffLo = Integer.MAX_VALUE;
        int diffHi = Integer.MIN_VALUE;
        for (int i = 0; i < xs.length; i++) {
            int s = xs[i] + ys[i];
            int d = xs[i] - ys[i];
            sumLo = Math.min(sumLo, s);
            sumHi = Math.max(sumHi, s);
            diffLo = Math.min(diffLo, d);
            diffHi = Math.max(diffHi, d);
        }
        return Math.max(sumHi - sumLo, diffHi - diffLo);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] xs = new int[n];
        int[] ys = new int[n];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            xs[i] = Integer.parseInt(st.nextToken());
            ys[i] = Integer.parseInt(st.nextToken());
        }
        System.out.println(farthestWalk(xs, ys));
    }
}
