import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The bitwise AND of every integer from l to r. */
    static long rangeAnd(long l, long r) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer t = new StringTokenizer(in.readLine());
            long l = Long.parseLong(t.nextToken());
            long r = Long.parseLong(t.nextToken());
            out.append(rangeAnd(l, r)).append('\n');
        }
        System.out.print(out);
    }
}
