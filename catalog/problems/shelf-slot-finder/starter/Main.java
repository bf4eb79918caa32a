import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Smallest i with codes[i] >= x, or codes.length. */
    static int findSlot(int[] codes, int x) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] codes = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            codes[i] = (int) in.nval;
        }
        in.nextToken();
        int q = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            in.nextToken();
            if (i > 0) out.append('\n');
            out.append(findSlot(codes, (int) in.nval));
        }
        System.out.println(out);
    }
}
