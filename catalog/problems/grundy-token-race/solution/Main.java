import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The number of winning first moves (token, step); 0 if the first player loses. */
    static long winningMoves(int[] dist, int[] steps) {
        // Grundy value of every distance up to the largest one.
        int top = 0;
        for (int d : dist) top = Math.max(top, d);
        int[] g = new int[top + 1];
        for (int d = 1; d <= top; d++) {
            int seen = 0; // bit v set when some move reaches a distance of value v (values are at most k)
            for (int s : steps) if (s <= d) seen |= 1 << g[d - s];
            g[d] = Integer.numberOfTrailingZeros(~seen); // lowest unset bit
        }
        int total = 0;
        for (int d : dist) total ^= g[d];
        if (total == 0) return 0;
        // A move wins when it brings the xor of all values to 0.
        long count = 0;
        for (int d : dist) {
            int want = total ^ g[d];
            for (int s : steps) if (s <= d && g[d - s] == want) count++;
        }
        return count;
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
