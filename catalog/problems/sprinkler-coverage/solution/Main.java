import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The fewest sprinklers that water the whole bed [0, reach.length - 1], or -1. */
    static int fewestSprinklers(int[] reach) {
        int end = reach.length - 1;
        // furthest[x] = the furthest right end among the sprinklers whose watered stretch starts at x.
        int[] furthest = new int[end + 1];
        for (int i = 0; i <= end; i++) {
            int left = Math.max(0, i - reach[i]);
            furthest[left] = Math.max(furthest[left], Math.min(end, i + reach[i]));
        }
        int watered = 0; // [0, watered] is covered by the sprinklers chosen so far
        int best = 0; // furthest right end among the sprinklers starting within [0, watered]
        int x = 0;
        int count = 0;
        while (watered < end) {
            while (x <= watered) best = Math.max(best, furthest[x++]);
            if (best <= watered) return -1; // nothing reaches past the dry point just right of watered
            watered = best;
            count++;
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int m = (int) in.nval;
        int[] reach = new int[m];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            reach[i] = (int) in.nval;
        }
        System.out.println(fewestSprinklers(reach));
    }
}
