import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /** bookings[i] = {s, e}, half-open; returns the fewest pods that can host every booking. */
    static int minPods(int[][] bookings) {
        int[][] sorted = bookings.clone();
        Arrays.sort(sorted, (x, y) -> Integer.compare(x[0], y[0]));
        PriorityQueue<Integer> ends = new PriorityQueue<>(); // end times of the pods in use
        for (int[] b : sorted) {
            if (!ends.isEmpty() && ends.peek() <= b[0]) ends.poll(); // reuse the pod that freed up first
            ends.add(b[1]);
        }
        return ends.size();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[][] bookings = new int[n][];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            bookings[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        System.out.println(minPods(bookings));
    }
}
