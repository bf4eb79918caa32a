import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.PriorityQueue;

public class Main {
    /** The shortest window {a, b} holding one time of every station (smallest a on ties). */
    static long[] shortestWindow(int[][] stations) {
        int k = stations.length;
        int[] pos = new int[k]; // pointer into each station's times
        // Stations ordered by their pointed-to time.
        PriorityQueue<Integer> heap = new PriorityQueue<>(k, (x, y) -> Integer.compare(stations[x][pos[x]], stations[y][pos[y]]));
        long hi = Long.MIN_VALUE; // the largest pointed-to time
        for (int s = 0; s < k; s++) {
            heap.add(s);
            hi = Math.max(hi, stations[s][0]);
        }
        long bestA = 0;
        long bestB = 0;
        boolean found = false;
        for (;;) {
            int s = heap.poll();
            long a = stations[s][pos[s]];
            if (!found || hi - a < bestB - bestA) {
                bestA = a;
                bestB = hi;
                found = true;
            }
            pos[s]++;
            if (pos[s] == stations[s].length) break; // no window can start later than a
            hi = Math.max(hi, stations[s][pos[s]]);
            heap.add(s); // re-inserted with its new time
        }
        return new long[] {bestA, bestB};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int k = (int) in.nval;
        int[][] stations = new int[k][];
        for (int s = 0; s < k; s++) {
            in.nextToken();
            int m = (int) in.nval;
            stations[s] = new int[m];
            for (int i = 0; i < m; i++) {
                in.nextToken();
                stations[s][i] = (int) in.nval;
            }
        }
        long[] window = shortestWindow(stations);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < window.length; i++) {
            if (i > 0) out.append(' ');
            out.append(window[i]);
        }
        System.out.println(out);
    }
}
