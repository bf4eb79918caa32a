import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** Whether one guard can work every shift {start, end} (no two shifts overlap). */
    static boolean oneGuardSuffices(int[][] shifts) {
        int[][] sorted = shifts.clone();
        Arrays.sort(sorted, (a, b) -> Integer.compare(a[0], b[0]));
        for (int i = 1; i < sorted.length; i++) {
            // Sorted by start, only neighbours can overlap first: a shift starting before the previous ends.
            if (sorted[i][0] < sorted[i - 1][1]) return false;
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[][] shifts = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            shifts[i][0] = (int) in.nval;
            in.nextToken();
            shifts[i][1] = (int) in.nval;
        }
        System.out.println(oneGuardSuffices(shifts));
    }
}
