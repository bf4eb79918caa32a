import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the k-th move of the shortest n-disc transfer from A to C as "disc from to". */
    static String kthMove(int n, long k) {
        // Invariant: k is a move inside the shortest transfer of d discs from src to dst via spare.
        char src = 'A';
        char spare = 'B';
        char dst = 'C';
        for (int d = n; d >= 1; d--) {
            long half = 1L << (d - 1);
            if (k == half) return d + " " + src + " " + dst;
            char t;
            if (k < half) {
                // First half: the d - 1 smaller discs go from src to spare.
                t = spare;
                spare = dst;
                dst = t;
            } else {
                // Second half: the d - 1 smaller discs go from spare to dst.
                k -= half;
                t = src;
                src = spare;
                spare = t;
            }
        }
        return "";
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
