import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** coins[i] = {value, count}; returns how many prices 1..m can be paid exactly. */
    static int countPayable(int m, int[][] coins) {
        boolean[] can = new boolean[m + 1]; // can[j]: amount j is payable
        can[0] = true;
        int[] used = new int[m + 1];
        for (int[] coin : coins) {
            int a = coin[0];
            int c = coin[1];
            // used[j] = coins of this kind spent to newly reach j (0 when j was payable before).
            Arrays.fill(used, 0);
            for (int j = a; j <= m; j++) {
                if (!can[j] && can[j - a] && used[j - a] < c) {
                    can[j] = true;
                    used[j] = used[j - a] + 1;
                }
            }
        }
        int total = 0;
        for (int j = 1; j <= m; j++) if (can[j]) total++;
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] coins = new int[n][];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            coins[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        System.out.println(countPayable(m, coins));
    }
}
