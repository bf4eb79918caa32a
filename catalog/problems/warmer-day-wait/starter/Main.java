import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** For each day, the number of days until a strictly warmer day (0 if none). */
    static int[] warmerWait(int[] temps) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] temps = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            temps[i] = (int) in.nval;
        }
        int[] wait = warmerWait(temps);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < wait.length; i++) {
            if (i > 0) out.append(' ');
            out.append(wait[i]);
        }
        System.out.println(out);
    }
}
