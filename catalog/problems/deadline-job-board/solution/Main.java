import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /** Returns the largest total payment of orders that can all be finished on time. */
    static long bestPayment(int[][] orders) {
        int[][] sorted = orders.clone();
        Arrays.sort(sorted, (a, b) -> Integer.compare(a[0], b[0]));
        PriorityQueue<Integer> planned = new PriorityQueue<>();
        for (int[] order : sorted) {
            planned.add(order[1]);
            // More planned orders than hours before this deadline: drop the cheapest.
            if (planned.size() > order[0]) planned.poll();
        }
        long sum = 0;
        for (int p : planned) sum += p;
        return sum;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[][] orders = new int[n][2];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            orders[i][0] = Integer.parseInt(st.nextToken());
            orders[i][1] = Integer.parseInt(st.nextToken());
        }
        System.out.println(bestPayment(orders));
    }
}
