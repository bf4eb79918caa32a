import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Comparator;
import java.util.PriorityQueue;

public class Main {
    /** Indices of the k closest depots, closest first (ties by smaller index). */
    static int[] nearestDepots(int[][] depots, int k) {
        int n = depots.length;
        long[] dist = new long[n];
        for (int i = 0; i < n; i++) dist[i] = (long) depots[i][0] * depots[i][0] + (long) depots[i][1] * depots[i][1];
        Comparator<Integer> closer = (a, b) -> dist[a] != dist[b] ? Long.compare(dist[a], dist[b]) : Integer.compare(a, b);
        // Max-heap of the k best indices so far: the worst of them on top.
        PriorityQueue<Integer> heap = new PriorityQueue<>(closer.reversed());
        for (int i = 0; i < n; i++) {
            if (heap.size() < k) heap.add(i);
            else if (closer.compare(i, heap.peek()) < 0) {
                heap.poll();
                heap.add(i);
            }
        }
        int[] picked = new int[heap.size()];
        for (int j = picked.length - 1; j >= 0; j--) picked[j] = heap.poll(); // worst first, so fill from the back
        return picked;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[][] depots = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            depots[i][0] = (int) in.nval;
            in.nextToken();
            depots[i][1] = (int) in.nval;
        }
        int[] picked = nearestDepots(depots, k);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < picked.length; i++) {
            if (i > 0) out.append(' ');
            out.append(picked[i]);
        }
        System.out.println(out);
    }
}
