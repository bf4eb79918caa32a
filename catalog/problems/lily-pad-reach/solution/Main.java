import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Whether the last pad can be reached from pad 0. */
    static boolean canReachLast(int[] leap) {
        long far = 0; // pads 0..far are reachable
        for (int i = 0; i < leap.length; i++) {
            if (i > far) return false; // stuck before pad i
            far = Math.max(far, (long) i + leap[i]);
            if (far >= leap.length - 1) return true;
        }
        return true;
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
