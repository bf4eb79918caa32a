import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The number of winning first moves (token, step); 0 if the first player loses. */
    static long winningMoves(int[] dist, int[] steps) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int m = (int) in.nval;
        int[] dist = new int[m];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            dist[i] = (int) in.nval;
        }
        in.nextToken();
        int k = (int) in.nval;
        int[] steps = new int[k];
        for (int j = 0; j < k; j++) {
            in.nextToken();
            steps[j] = (int) in.nval;
        }
        System.out.println(winningMoves(dist, steps));
    }
}
