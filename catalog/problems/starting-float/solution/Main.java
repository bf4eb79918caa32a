import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The smallest positive opening float keeping the drawer at 1 or more after every step. */
    static long smallestFloat(int[] changes) {
        // The drawer is lowest where the running total is lowest; lift that point up to 1.
        long running = 0;
        long lowest = 0;
        for (int c : changes) {
            running += c;
            lowest = Math.min(lowest, running);
        }
        return 1 - lowest;
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
