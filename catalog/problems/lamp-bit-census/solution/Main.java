import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The number of 1 bits of each integer 0..n. */
    static int[] bitCensus(int n) {
        int[] bits = new int[n + 1];
        // i is i >> 1 with one more bit (i & 1) appended.
        for (int i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1);
        return bits;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        int[] bits = bitCensus(n);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < bits.length; i++) {
            if (i > 0) out.append(' ');
            out.append(bits[i]);
        }
        System.out.println(out);
    }
}
