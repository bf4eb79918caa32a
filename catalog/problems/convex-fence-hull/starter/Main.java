import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /**
     * Fills hull with the hull corners {x, y} counter-clockwise from the smallest (x, y), without
     * corners in the middle of a straight side, and returns twice the enclosed area.
     */
    static long convexFence(long[] xs, long[] ys, List<long[]> hull) {
        // Write your code here.
        return 0;
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
        List<long[]> hull = new ArrayList<>();
        long area2 = convexFence(xs, ys, hull);
        StringBuilder out = new StringBuilder();
        out.append(hull.size()).append(' ').append(area2).append('\n');
        for (long[] p : hull) out.append(p[0]).append(' ').append(p[1]).append('\n');
        System.out.print(out);
    }
}
