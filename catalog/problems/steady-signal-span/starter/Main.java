import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The length of the longest stretch whose max - min is at most limit. */
    static int longestSteady(int[] readings, int limit) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int limit = (int) in.nval;
        int[] readings = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            readings[i] = (int) in.nval;
        }
        System.out.println(longestSteady(readings, limit));
    }
}
