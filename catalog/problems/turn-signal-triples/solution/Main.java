import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns "LEFT", "RIGHT" or "STRAIGHT" for the route A -> B -> C. */
    static String turnSignal(long ax, long ay, long bx, long by, long cx, long cy) {
        // Cross product of the two legs: positive = counter-clockwise = left.
        long cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
        if (cross > 0) return "LEFT";
        return cross < 0 ? "RIGHT" : "STRAIGHT";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long[] p = new long[6];
            for (int j = 0; j < 6; j++) p[j] = Long.parseLong(st.nextToken());
            out.append(turnSignal(p[0], p[1], p[2], p[3], p[4], p[5])).append('\n');
        }
        System.out.print(out);
    }
}
