import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Indices of the k closest depots, closest first (ties by smaller index). */
    static int[] nearestDepots(int[][] depots, int k) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[][] depots = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            depots[i][0] = (int) in.nval;
            in.nextToken();
            depots[i][1] = (int) in.nval;
        }
        int[] picked = nearestDepots(depots, k);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < picked.length; i++) {
            if (i > 0) out.append(' ');
            out.append(picked[i]);
        }
        System.out.println(out);
    }
}
