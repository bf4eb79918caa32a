import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Moves the distinct values of the sorted array to its front, in place; returns their count k. */
    static int dedupeShelf(int[] shelf) {
        int k = 0; // shelf[0..k-1] holds the distinct values seen so far
        for (int i = 0; i < shelf.length; i++) {
            if (k == 0 || shelf[i] != shelf[k - 1]) shelf[k++] = shelf[i];
        }
        return k;
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
