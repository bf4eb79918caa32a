import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Largest total without visiting two adjacent houses on the ring. */
    static long bestCollection(int[] pledges) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] pledges = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            pledges[i] = (int) in.nval;
        }
        System.out.println(bestCollection(pledges));
    }
}
