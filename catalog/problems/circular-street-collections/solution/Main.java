import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Largest total without visiting two adjacent houses on the ring. */
    static long bestCollection(int[] pledges) {
        int n = pledges.length;
        if (n == 1) return pledges[0];
        // Houses 0 and n - 1 are neighbours: skip one of them and solve a straight street.
        return Math.max(bestOnLine(pledges, 0, n - 2), bestOnLine(pledges, 1, n - 1));
    }

    /** Largest total for the straight street of houses lo..hi (inclusive). */
    static long bestOnLine(int[] pledges, int lo, int hi) {
        long prev = 0; // best total up to two houses back
        long cur = 0; // best total up to the previous house
        for (int i = lo; i <= hi; i++) {
            long next = Math.max(cur, prev + pledges[i]);
            prev = cur;
            cur = next;
        }
        return cur;
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
