import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** bookings[i] = {s, e}; returns the busy blocks {start, end}, sorted by start. */
    static List<int[]> mergeBookings(int[][] bookings) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[][] bookings = new int[n][];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            bookings[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        List<int[]> blocks = mergeBookings(bookings);
        StringBuilder out = new StringBuilder();
        out.append(blocks.size()).append('\n');
        for (int[] b : blocks) out.append(b[0]).append(' ').append(b[1]).append('\n');
        System.out.print(out);
    }
}
