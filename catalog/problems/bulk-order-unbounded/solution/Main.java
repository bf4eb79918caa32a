import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** kinds[i] = {weight, value}, unlimited stock; returns the largest total value of a load of at most cap. */
    static int bestBulkOrder(int cap, int[][] kinds) {
        int[] best = new int[cap + 1]; // best[c] = largest value of a load of at most c kilograms
        for (int[] kind : kinds) {
            int w = kind[0];
            int v = kind[1];
            // Upwards: best[c - w] may already contain sacks of this kind, so it can repeat.
            for (int c = w; c <= cap; c++) best[c] = Math.max(best[c], best[c - w] + v);
        }
        return best[cap];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int cap = Integer.parseInt(st.nextToken());
        int[][] kinds = new int[n][];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            kinds[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        System.out.println(bestBulkOrder(cap, kinds));
    }
}
