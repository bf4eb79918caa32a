import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Whether every two neighbouring bits of x (from its highest set bit down) differ. */
    static boolean alternates(int x) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int q = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            in.nextToken();
            out.append(alternates((int) in.nval)).append('\n');
        }
        System.out.print(out);
    }
}
