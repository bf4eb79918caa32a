import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** coins[i] = {value, count}; returns how many prices 1..m can be paid exactly. */
    static int countPayable(int m, int[][] coins) {
        // Write your code here.
        return 0;
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
