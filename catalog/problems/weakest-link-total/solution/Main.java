import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The sum, over every contiguous stretch, of its weakest strength. */
    static long weakestLinkTotal(int[] links) {
        int n = links.length;
        // left[i]: previous strictly weaker link; right[i]: next link at most as strong.
        // Ties go to the leftmost weakest link, so every stretch is counted exactly once.
        int[] left = new int[n];
        int[] right = new int[n];
        int[] stack = new int[n];
        int top = 0;
        java.util.Arrays.fill(right, n);
        for (int i = 0; i < n; i++) {
            while (top > 0 && links[stack[top - 1]] >= links[i]) right[stack[--top]] = i;
            left[i] = top > 0 ? stack[top - 1] : -1;
            stack[top++] = i;
        }
        long total = 0;
        for (int i = 0; i < n; i++) total += (long) links[i] * (i - left[i]) * (right[i] - i);
        return total;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] links = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            links[i] = (int) in.nval;
        }
        System.out.println(weakestLinkTotal(links));
    }
}
