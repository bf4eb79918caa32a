import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns {gap, p, q} for the first widest pair of consecutive primes ≤ n, or an empty array if none. */
    static int[] widestPrimeGap(int n) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        int[] gap = widestPrimeGap(n);
        System.out.println(gap.length == 0 ? "-1" : gap[0] + " " + gap[1] + " " + gap[2]);
    }
}
