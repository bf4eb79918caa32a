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
        int[][] sorted = bookings.clone();
        Arrays.sort(sorted, (x, y) -> Integer.compare(x[0], y[0]));
        List<int[]> blocks = new ArrayList<>();
        for (int[] b : sorted) {
            int[] last = blocks.isEmpty() ? null : blocks.get(blocks.size() - 1);
            if (last != null && b[0] <= last[1]) {
                last[1] = Math.max(last[1], b[1]); // overlaps or touches: extend the block
            } else {
                blocks.add(new int[] {b[0], b[1]}); // a gap: start a new block
            }
        }
        return blocks;
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
