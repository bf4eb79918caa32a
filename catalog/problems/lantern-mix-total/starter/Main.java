import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The sum over all subsets of the XOR of their codes, modulo 1e9+7. */
    static long mixTotal(int[] tints) {
        // Write your code here.
        return 0;
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
