import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Fewest single-switch flips in a and b so that (a OR b) equals c. */
    static int fewestFlips(int a, int b, int c) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int q = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int[] v = new int[3];
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                v[j] = (int) in.nval;
            }
            out.append(fewestFlips(v[0], v[1], v[2])).append('\n');
        }
        System.out.print(out);
    }
}
