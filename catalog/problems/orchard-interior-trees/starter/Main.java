import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The number of grid points strictly inside the polygon with the given corners (in order). */
    static long interiorTrees(long[] xs, long[] ys) {
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
        System.out.println(interiorTrees(xs, ys));
    }
}
