import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Moves the distinct values of the sorted array to its front, in place; returns their count k. */
    static int dedupeShelf(int[] shelf) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] shelf = new int[n];
        StringTokenizer st = new StringTokenizer(n > 0 ? in.readLine() : "");
        for (int i = 0; i < n; i++) shelf[i] = Integer.parseInt(st.nextToken());
        int k = dedupeShelf(shelf);
        StringBuilder out = new StringBuilder().append(k).append('\n');
        for (int i = 0; i < k; i++) {
            if (i > 0) out.append(' ');
            out.append(shelf[i]);
        }
        System.out.println(out);
    }
}
