import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    /** Returns {i, j}, or {-1, -1} when no pair exists. */
    static int[] findPair(int[] prices, int budget) {
        // Write your code here.
        return new int[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int budget = Integer.parseInt(st.nextToken());
        int[] prices = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) prices[i] = Integer.parseInt(st.nextToken());
        int[] pair = findPair(prices, budget);
        System.out.println(pair[0] + " " + pair[1]);
    }
}
