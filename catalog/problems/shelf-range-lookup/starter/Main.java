import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** {first index, last index} holding label in the sorted shelf, or {-1, -1}. */
    static int[] labelRange(int[] shelf, int label) {
        // Write your code here.
        return new int[] {-1, -1};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] shelf = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            shelf[i] = (int) in.nval;
        }
        in.nextToken();
        int q = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            in.nextToken();
            int[] range = labelRange(shelf, (int) in.nval);
            out.append(range[0]).append(' ').append(range[1]).append('\n');
        }
        System.out.print(out);
    }
}
