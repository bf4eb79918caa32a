import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Collections;
import java.util.PriorityQueue;

public class Main {
    /** The weight of the boulder left at the end, or 0 if none is left. */
    static int crushBoulders(int[] boulders) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] boulders = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            boulders[i] = (int) in.nval;
        }
        System.out.println(crushBoulders(boulders));
    }
}
