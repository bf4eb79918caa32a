import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static final long P = 1_000_000_007L;

    /** Returns r in [0, P) with b · r ≡ a (mod P), for P = 10^9 + 7. */
    static long fractionResidue(long a, long b) {
        // Fermat: b^(P-2) is the inverse of b; binary exponentiation.
        long result = 1;
        long base = b % P;
        for (long e = P - 2; e > 0; e >>= 1) {
            if ((e & 1) == 1) result = result * base % P;
            base = base * base % P;
        }
        return a % P * result % P;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long a = Long.parseLong(st.nextToken());
            long b = Long.parseLong(st.nextToken());
            out.append(fractionResidue(a, b)).append('\n');
        }
        System.out.print(out);
    }
}
