import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The minimum total cost of splicing all pieces into one cable. */
    static long spliceCost(int[] lengths) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] lengths = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            lengths[i] = (int) in.nval;
        }
        System.out.println(spliceCost(lengths));
    }
}
