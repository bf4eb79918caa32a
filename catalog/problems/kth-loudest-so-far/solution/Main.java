import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /** After each reading, the k-th largest so far (-1 while fewer than k). */
    static int[] kthLoudest(int[] readings, int k) {
        // Min-heap of the k loudest readings so far; its head is the k-th loudest.
        PriorityQueue<Integer> heap = new PriorityQueue<>();
        int[] out = new int[readings.length];
        for (int i = 0; i < readings.length; i++) {
            int r = readings[i];
            if (heap.size() < k) {
                heap.add(r);
            } else if (r > heap.peek()) {
                heap.poll(); // the old k-th loudest drops out
                heap.add(r);
            }
            out[i] = heap.size() < k ? -1 : heap.peek();
        }
        return out;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        int[] readings = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) readings[i] = Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int v : kthLoudest(readings, k)) {
            if (out.length() > 0) out.append(' ');
            out.append(v);
        }
        System.out.println(out);
    }
}
