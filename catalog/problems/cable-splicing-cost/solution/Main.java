import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.PriorityQueue;

public class Main {
    /** The minimum total cost of splicing all pieces into one cable. */
    static long spliceCost(int[] lengths) {
        PriorityQueue<Long> heap = new PriorityQueue<>(Math.max(1, lengths.length));
        for (int len : lengths) heap.add((long) len);
        long total = 0;
        while (heap.size() > 1) {
            // Splice the two shortest pieces and put the result back.
            long joined = heap.poll() + heap.poll();
            total += joined;
            heap.add(joined);
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] lengths = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            lengths[i] = (int) in.nval;
        }
        System.out.println(spliceCost(lengths));
    }
}
