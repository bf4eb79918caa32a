import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the least total cost of merging the row of piles into one. */
    static long leastMergeCost(int[] piles) {
        int n = piles.length;
        long[] prefix = new long[n + 1];
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + piles[i];
        // cost[i][j] = least cost to merge piles i..j into one pile.
        long[][] cost = new long[n][n];
        for (int len = 2; len <= n; len++) {
            for (int i = 0; i + len - 1 < n; i++) {
                int j = i + len - 1;
                // The last merge joins i..k and k+1..j, for some split k.
                long best = Long.MAX_VALUE;
                for (int k = i; k < j; k++) best = Math.min(best, cost[i][k] + cost[k + 1][j]);
                cost[i][j] = best + prefix[j + 1] - prefix[i];
            }
        }
        return cost[0][n - 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] piles = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) piles[i] = Integer.parseInt(st.nextToken());
        System.out.println(leastMergeCost(piles));
    }
}
