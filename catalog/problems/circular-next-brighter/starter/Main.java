import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** For each lantern, the first strictly brighter brightness clockwise (wrapping), or -1. */
    static int[] nextBrighter(int[] glow) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] glow = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            glow[i] = (int) in.nval;
        }
        int[] answer = nextBrighter(glow);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < answer.length; i++) {
            if (i > 0) out.append(' ');
            out.append(answer[i]);
        }
        System.out.println(out);
    }
}
