import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns "INSIDE", "OUTSIDE" or "BOUNDARY" for each point of sheep (rows {x, y}). */
    static String[] classifySheep(long[][] fence, long[][] sheep) {
        int n = fence.length;
        String[] result = new String[sheep.length];
        for (int s = 0; s < sheep.length; s++) {
            long px = sheep[s][0];
            long py = sheep[s][1];
            boolean inside = false;
            boolean boundary = false;
            for (int i = 0; i < n && !boundary; i++) {
                long x1 = fence[i][0], y1 = fence[i][1];
                long x2 = fence[(i + 1) % n][0], y2 = fence[(i + 1) % n][1];
                // On this segment: collinear with it and within its bounding box.
                long cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1);
                if (cross == 0 && Math.min(x1, x2) <= px && px <= Math.max(x1, x2)
                        && Math.min(y1, y2) <= py && py <= Math.max(y1, y2)) {
                    boundary = true;
                } else if ((y1 > py) != (y2 > py)) {
                    // Half-open rule: exactly one end is strictly above the point.
                    // Is the crossing's x, x1 + (py - y1) * (x2 - x1) / (y2 - y1), right of px?
                    long dy = y2 - y1;
                    long lhs = (px - x1) * dy;
                    long rhs = (py - y1) * (x2 - x1);
                    if (dy > 0 ? lhs < rhs : lhs > rhs) inside = !inside;
                }
            }
            result[s] = boundary ? "BOUNDARY" : inside ? "INSIDE" : "OUTSIDE";
        }
        return result;
    }

    static long[][] readPoints(BufferedReader in) throws IOException {
        int count = Integer.parseInt(in.readLine().trim());
        long[][] pts = new long[count][2];
        for (int i = 0; i < count; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            pts[i][0] = Long.parseLong(st.nextToken());
            pts[i][1] = Long.parseLong(st.nextToken());
        }
        return pts;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        long[][] fence = readPoints(in);
        long[][] sheep = readPoints(in);
        StringBuilder out = new StringBuilder();
        for (String s : classifySheep(fence, sheep)) out.append(s).append('\n');
        System.out.print(out);
    }
}
