import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The length of the shortest streak reaching target, or 0. */
    static int shortestStreak(int[] donations, long target) {
        int best = 0;
        long sum = 0;
        int left = 0;
        for (int right = 0; right < donations.length; right++) {
            sum += donations[right];
            // Shrink from the left while the window still reaches the target.
            while (sum >= target) {
                int length = right - left + 1;
                if (best == 0 || length < best) best = length;
                sum -= donations[left];
                left++;
            }
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long target = (long) in.nval;
        int[] donations = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            donations[i] = (int) in.nval;
        }
        System.out.println(shortestStreak(donations, target));
    }
}
