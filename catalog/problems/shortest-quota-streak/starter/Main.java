import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Length of the shortest run of consecutive days summing to at least quota, or -1. */
    static int shortestQuotaStreak(int[] gains, long quota) {
        // Write your code here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long quota = (long) in.nval;
        int[] gains = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            gains[i] = (int) in.nval;
        }
        System.out.println(shortestQuotaStreak(gains, quota));
    }
}
