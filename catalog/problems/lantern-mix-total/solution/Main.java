import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The sum over all subsets of the XOR of their codes, modulo 1e9+7. */
    static long mixTotal(int[] tints) {
        final long mod = 1_000_000_007L;
        // A bit present in some code is set in exactly half of the 2^n subset XORs.
        long or = 0;
        for (int t : tints) or |= t;
        long half = 1; // 2^(n-1) mod p
        for (int i = 1; i < tints.length; i++) half = half * 2 % mod;
        return or % mod * half % mod;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] tints = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            tints[i] = (int) in.nval;
        }
        System.out.println(mixTotal(tints));
    }
}
