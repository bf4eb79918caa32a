import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the area covered by both tarps; t = {x1, y1, x2, y2, X1, Y1, X2, Y2}. */
    static long sharedArea(long[] t) {
        // Write your code here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long[] t = new long[8];
            for (int j = 0; j < 8; j++) t[j] = Long.parseLong(st.nextToken());
            out.append(sharedArea(t)).append('\n');
        }
        System.out.print(out);
    }
}
