import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The value whose 32 bits are those of x in reverse order (both unsigned, held in a long). */
    static long mirrorBits(long x) {
        long result = 0;
        for (int i = 0; i < 32; i++) {
            // Shift the result left and append the lowest bit of x.
            result = (result << 1) | (x & 1);
            x >>= 1;
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        int q = Integer.parseInt(tokens.nextToken());
        tokens = new StringTokenizer(q > 0 ? in.readLine() : "");
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            if (i > 0) out.append(' ');
            out.append(mirrorBits(Long.parseLong(tokens.nextToken())));
        }
        System.out.println(out);
    }
}
