import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The smallest positive opening float keeping the drawer at 1 or more after every step. */
    static long smallestFloat(int[] changes) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] changes = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            changes[i] = (int) in.nval;
        }
        System.out.println(smallestFloat(changes));
    }
}
