import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns "d X Y": at step k, disc d moves from peg X to peg Y. */
    static String kthMove(int n, long k) {
        char from = 'A', to = 'C', spare = 'B';
        // Transfer of discs 1..d: moves 1..2^(d-1)-1 move d-1 discs from -> spare,
        // move 2^(d-1) moves disc d from -> to, the rest move d-1 discs spare -> to.
        for (int d = n; d >= 1; d--) {
            long middle = 1L << (d - 1);
            if (k == middle) return d + " " + from + " " + to;
            char t;
            if (k < middle) {
                t = to;
                to = spare;
            } else {
                k -= middle;
                t = from;
                from = spare;
            }
            spare = t;
        }
        return ""; // unreachable for 1 <= k <= 2^n - 1
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int n = Integer.parseInt(st.nextToken());
            long k = Long.parseLong(st.nextToken());
            out.append(kthMove(n, k)).append('\n');
        }
        System.out.print(out);
    }
}
