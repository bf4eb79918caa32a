import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The digits (most significant first) of the number plus one. */
    static int[] plusOne(int[] digits) {
        int[] out = digits.clone();
        for (int i = out.length - 1; i >= 0; i--) {
            if (out[i] < 9) {
                out[i]++;
                return out;
            }
            out[i] = 0; // 9 rolls over; carry into the next wheel
        }
        int[] longer = new int[out.length + 1]; // every digit was 9: 1 followed by zeros
        longer[0] = 1;
        return longer;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] digits = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            digits[i] = (int) in.nval;
        }
        int[] result = plusOne(digits);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < result.length; i++) {
            if (i > 0) out.append(' ');
            out.append(result[i]);
        }
        System.out.println(out);
    }
}
