import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the number of trailing zeros of n! in decimal. */
    static long trailingZeros(long n) {
        // Legendre: the number of factors 5 in n! is n/5 + n/25 + n/125 + ... (integer division).
        long zeros = 0;
        for (long m = n / 5; m > 0; m /= 5) zeros += m;
        return zeros;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long n = Long.parseLong(in.readLine().trim());
            out.append(trailingZeros(n)).append('\n');
        }
        System.out.print(out);
    }
}
