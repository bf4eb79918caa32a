import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Fewest coins (unlimited supply of each denomination) summing to amount, or -1. */
    static int fewestCoins(int[] coins, int amount) {
        int inf = amount + 1; // more coins than any real answer needs
        int[] best = new int[amount + 1];
        java.util.Arrays.fill(best, inf);
        best[0] = 0;
        for (int c : coins) {
            for (int a = c; a <= amount; a++) {
                // pay a - c optimally, then add one coin c
                if (best[a - c] + 1 < best[a]) best[a] = best[a - c] + 1;
            }
        }
        return best[amount] == inf ? -1 : best[amount];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int amount = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        int[] coins = new int[n];
        for (int i = 0; i < n; i++) coins[i] = Integer.parseInt(st.nextToken());
        System.out.println(fewestCoins(coins, amount));
    }
}
