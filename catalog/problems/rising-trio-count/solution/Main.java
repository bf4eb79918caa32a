import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** How many triples i < j < k have heights[i] < heights[j] < heights[k]. */
    static long countRisingTrios(int[] heights) {
        int n = heights.length;
        // Ranks 1..m of the distinct heights, so a Fenwick tree can index them.
        int[] keys = Arrays.stream(heights).distinct().sorted().toArray();
        int m = keys.length;
        int[] ranks = new int[n];
        for (int j = 0; j < n; j++) ranks[j] = Arrays.binarySearch(keys, heights[j]) + 1;
        // smallerLeft[j]: earlier posts strictly lower than post j.
        long[] smallerLeft = new long[n];
        int[] tree = new int[m + 1];
        for (int j = 0; j < n; j++) {
            smallerLeft[j] = countUpTo(tree, ranks[j] - 1);
            add(tree, ranks[j]);
        }
        // Right to left: later posts strictly higher than post j, times the lower ones on its left.
        tree = new int[m + 1];
        long total = 0;
        for (int j = n - 1; j >= 0; j--) {
            long higherRight = n - 1 - j - countUpTo(tree, ranks[j]);
            total += smallerLeft[j] * higherRight;
            add(tree, ranks[j]);
        }
        return total;
    }

    static int countUpTo(int[] tree, int i) {
        int s = 0;
        for (; i > 0; i &= i - 1) s += tree[i];
        return s;
    }

    static void add(int[] tree, int i) {
        for (; i < tree.length; i += i & -i) tree[i]++;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            heights[i] = (int) in.nval;
        }
        System.out.println(countRisingTrios(heights));
    }
}
