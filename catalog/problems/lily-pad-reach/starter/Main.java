import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Whether the last pad can be reached from pad 0. */
    static boolean canReachLast(int[] leap) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] leap = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            leap[i] = (int) in.nval;
        }
        System.out.println(canReachLast(leap));
    }
}
