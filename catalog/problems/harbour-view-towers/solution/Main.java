import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Main {
    /** Indices of towers strictly taller than every tower nearer the harbour, increasing. */
    static List<Integer> harbourView(int[] heights) {
        // Walk from the harbour inland, remembering the tallest tower seen so far.
        List<Integer> view = new ArrayList<>();
        long tallest = Long.MIN_VALUE;
        for (int i = heights.length - 1; i >= 0; i--) {
            if (heights[i] > tallest) {
                view.add(i);
                tallest = heights[i];
            }
        }
        Collections.reverse(view);
        return view;
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
        StringBuilder out = new StringBuilder();
        for (int i : harbourView(heights)) {
            if (out.length() > 0) out.append(' ');
            out.append(i);
        }
        System.out.println(out);
    }
}
