import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.ArrayList;
import java.util.List;

public class Main {
    /** Every stretch {start, end} when both are on duty, in chronological order. */
    static List<int[]> sharedDuty(int[][] ada, int[][] ben) {
        // Write your code here.
        return new ArrayList<>();
    }

    static int[][] readRoster(StreamTokenizer in) throws IOException {
        in.nextToken();
        int count = (int) in.nval;
        int[][] shifts = new int[count][2];
        for (int i = 0; i < count; i++) {
            in.nextToken();
            shifts[i][0] = (int) in.nval;
            in.nextToken();
            shifts[i][1] = (int) in.nval;
        }
        return shifts;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        int[][] ada = readRoster(in);
        int[][] ben = readRoster(in);
        List<int[]> both = sharedDuty(ada, ben);
        StringBuilder out = new StringBuilder();
        out.append(both.size()).append('\n');
        for (int[] s : both) out.append(s[0]).append(' ').append(s[1]).append('\n');
        System.out.print(out);
    }
}
