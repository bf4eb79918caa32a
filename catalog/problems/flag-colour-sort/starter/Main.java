import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Rearranges the flags in place so that all 0s come first, then 1s, then 2s. */
    static int[] sortFlags(int[] flags) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] flags = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            flags[i] = (int) in.nval;
        }
        int[] result = sortFlags(flags);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < result.length; i++) {
            if (i > 0) out.append(' ');
            out.append(result[i]);
        }
        System.out.println(out);
    }
}
