import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The number of winning first moves (pile, split); 0 if the first player loses. */
    static long winningSplits(int[] piles) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int m = (int) in.nval;
        int[] piles = new int[m];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            piles[i] = (int) in.nval;
        }
        System.out.println(winningSplits(piles));
    }
}
