import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** crates[i] = {weight, value}; returns the largest total value that fits into cap. */
    static int bestLoad(int cap, int[][] crates) {
        int[] best = new int[cap + 1]; // best[c] = largest value with capacity c so far
        for (int[] crate : crates) {
            int w = crate[0];
            int v = crate[1];
            // Downwards, so best[c - w] does not include this crate yet (each crate at most once).
            for (int c = cap; c >= w; c--) best[c] = Math.max(best[c], best[c - w] + v);
        }
        return best[cap];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int cap = Integer.parseInt(st.nextToken());
        int[][] crates = new int[n][];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            crates[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        System.out.println(bestLoad(cap, crates));
    }
}
