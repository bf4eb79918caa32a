import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** How many triples i < j < k have heights[i] < heights[j] < heights[k]. */
    static long countRisingTrios(int[] heights) {
        // Write your code here.
        return 0;
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
