import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns how many integers in [lo, hi] have neighbouring digits that differ by exactly 1. */
    static long countStepping(long lo, long hi) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long lo = Long.parseLong(st.nextToken());
            long hi = Long.parseLong(st.nextToken());
            out.append(countStepping(lo, hi)).append('\n');
        }
        System.out.print(out);
    }
}
