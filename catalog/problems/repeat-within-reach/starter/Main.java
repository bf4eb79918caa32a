import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.HashSet;
import java.util.Set;

public class Main {
    /** Whether two equal badge numbers occur at most k positions apart. */
    static boolean repeatWithinReach(int[] badges, int k) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[] badges = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            badges[i] = (int) in.nval;
        }
        System.out.println(repeatWithinReach(badges, k));
    }
}
