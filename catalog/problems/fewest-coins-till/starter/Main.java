import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Fewest coins (unlimited supply of each denomination) summing to amount, or -1. */
    static int fewestCoins(int[] coins, int amount) {
        // Write your code here.
        return -1;
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
