import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns x written in base 7. */
    static String toBaseSeven(long x) {
        if (x == 0) return "0";
        long v = Math.abs(x);
        StringBuilder digits = new StringBuilder();
        while (v > 0) {
            digits.append(v % 7); // least significant digit first
            v /= 7;
        }
        if (x < 0) digits.append('-');
        return digits.reverse().toString();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            out.append(toBaseSeven(Long.parseLong(in.readLine().trim()))).append('\n');
        }
        System.out.print(out);
    }
}
