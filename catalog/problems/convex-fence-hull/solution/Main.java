import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /**
     * Fills hull with the hull corners {x, y} counter-clockwise from the smallest (x, y), without
     * corners in the middle of a straight side, and returns twice the enclosed area.
     */
    static long convexFence(long[] xs, long[] ys, List<long[]> hull) {
        int n = xs.length;
        long[][] pts = new long[n][];
        for (int i = 0; i < n; i++) pts[i] = new long[] {xs[i], ys[i]};
        Arrays.sort(pts, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        List<long[]> uniq = new ArrayList<>(); // duplicates dropped
        for (long[] p : pts) {
            long[] last = uniq.isEmpty() ? null : uniq.get(uniq.size() - 1);
            if (last == null || last[0] != p[0] || last[1] != p[1]) uniq.add(p);
        }
        if (uniq.size() == 1) {
            hull.add(uniq.get(0));
            return 0;
        }
        // Monotone chain: lower hull left to right, then upper hull right to left; popping on
        // cross <= 0 removes right turns and corners in the middle of straight sides.
        for (int pass = 0; pass < 2; pass++) {
            int start = hull.size();
            for (int k = 0; k < uniq.size(); k++) {
                long[] p = uniq.get(pass == 0 ? k : uniq.size() - 1 - k);
                while (hull.size() >= start + 2
                        && cross(hull.get(hull.size() - 2), hull.get(hull.size() - 1), p) <= 0) {
                    hull.remove(hull.size() - 1);
                }
                hull.add(p);
            }
            hull.remove(hull.size() - 1); // the last point of each chain starts the other one
        }
        long area2 = 0;
        for (int i = 0; i < hull.size(); i++) {
            long[] a = hull.get(i);
            long[] b = hull.get((i + 1) % hull.size());
            area2 += a[0] * b[1] - b[0] * a[1];
        }
        return area2;
    }

    /** > 0 when o -> a -> b turns left (counter-clockwise). */
    static long cross(long[] o, long[] a, long[] b) {
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
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
