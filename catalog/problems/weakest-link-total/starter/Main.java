import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The sum, over every contiguous stretch, of its weakest strength. */
    static long weakestLinkTotal(int[] links) {
        // Write your code here.
        return 0;
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
