import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** The largest possible distance between the two closest beacons. */
    static int bestSpacing(int[] sites, int c) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int c = (int) in.nval;
        int[] sites = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            sites[i] = (int) in.nval;
        }
        System.out.println(bestSpacing(sites, c));
    }
}
