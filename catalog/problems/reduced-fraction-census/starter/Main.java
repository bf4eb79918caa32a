import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** For each n, the number of reduced fractions p/d with 1 <= p < d <= n. */
    static long[] countReducedFractions(int[] limits) {
        // Write your code here.
        return new long[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        int[] limits = new int[q];
        for (int i = 0; i < q; i++) limits[i] = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (long x : countReducedFractions(limits)) out.append(x).append('\n');
        System.out.print(out);
    }
}
