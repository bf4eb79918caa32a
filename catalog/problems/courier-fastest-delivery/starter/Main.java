import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /** streets[i] = {u, v, w}; returns the fewest minutes from 0 to n - 1, or -1. */
    static long fastestDelivery(int n, int[][] streets) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] streets = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            streets[i] = new int[] {
                Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())
            };
        }
        System.out.println(fastestDelivery(n, streets));
    }
}
