import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** The fewest bookings {start, end} to cancel so that no two remaining bookings overlap. */
    static int fewestCancellations(int[][] bookings) {
        // Keep as many as possible: always keep the compatible booking that ends first.
        int[][] byEnd = bookings.clone();
        Arrays.sort(byEnd, (a, b) -> Integer.compare(a[1], b[1]));
        int kept = 0;
        long freeFrom = Long.MIN_VALUE;
        for (int[] b : byEnd) {
            if (b[0] >= freeFrom) {
                kept++;
                freeFrom = b[1];
            }
        }
        return bookings.length - kept;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[][] bookings = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            bookings[i][0] = (int) in.nval;
            in.nextToken();
            bookings[i][1] = (int) in.nval;
        }
        System.out.println(fewestCancellations(bookings));
    }
}
