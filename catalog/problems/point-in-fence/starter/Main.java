import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns "INSIDE", "OUTSIDE" or "BOUNDARY" for each point of sheep (rows {x, y}). */
    static String[] classifySheep(long[][] fence, long[][] sheep) {
        // Write your code here.
        return new String[0];
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
