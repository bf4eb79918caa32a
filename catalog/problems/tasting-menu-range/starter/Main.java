import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The shortest window {a, b} holding one time of every station (smallest a on ties). */
    static long[] shortestWindow(int[][] stations) {
        // Write your code here.
        return new long[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int k = (int) in.nval;
        int[][] stations = new int[k][];
        for (int s = 0; s < k; s++) {
            in.nextToken();
            int m = (int) in.nval;
            stations[s] = new int[m];
            for (int i = 0; i < m; i++) {
                in.nextToken();
                stations[s][i] = (int) in.nval;
            }
        }
        long[] window = shortestWindow(stations);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < window.length; i++) {
            if (i > 0) out.append(' ');
            out.append(window[i]);
        }
        System.out.println(out);
    }
}
