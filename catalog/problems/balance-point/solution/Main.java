import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the leftmost index whose left and right sums are equal, or -1. */
    static int balancePoint(int[] weights) {
        int total = 0;
        for (int x : weights) total += x;
        int left = 0; // sum of the weights before index i
        for (int i = 0; i < weights.length; i++) {
            if (left == total - left - weights[i]) return i;
            left += weights[i];
        }
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] weights = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) weights[i] = Integer.parseInt(st.nextToken());
        System.out.println(balancePoint(weights));
    }
}
