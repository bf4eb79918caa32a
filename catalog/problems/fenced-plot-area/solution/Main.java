import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns twice the area enclosed by the fence through the corners (xs[i], ys[i]). */
    static long doubleArea(long[] xs, long[] ys) {
        // Shoelace: sum the cross products of consecutive corners (last wraps to first).
        int n = xs.length;
        long sum = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            sum += xs[i] * ys[j] - ys[i] * xs[j];
        }
        return Math.abs(sum); // the sign only says clockwise or counter-clockwise
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        long[] xs = new long[n];
        long[] ys = new long[n];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            xs[i] = Long.parseLong(st.nextToken());
            ys[i] = Long.parseLong(st.nextToken());
        }
        System.out.println(doubleArea(xs, ys));
    }
}
