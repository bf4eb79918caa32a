import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** {k, gap}: the smallest cut position k with the smallest gap between the two totals. */
    static long[] fairestCut(int[] loads) {
        // Write your code here.
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] loads = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            loads[i] = (int) in.nval;
        }
        long[] answer = fairestCut(loads);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
