import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** The largest crowd inside at once and the earliest moment it was reached, as {crowd, moment}. */
    static int[] peakCrowd(int[][] visits) {
        // The crowd only grows at an arrival. Sweep the sorted arrivals; before counting an arrival at
        // t, let everyone leaving at or before t go (a visitor leaving at t is no longer inside at t).
        int n = visits.length;
        int[] arrivals = new int[n];
        int[] departures = new int[n];
        for (int i = 0; i < n; i++) {
            arrivals[i] = visits[i][0];
            departures[i] = visits[i][1];
        }
        Arrays.sort(arrivals);
        Arrays.sort(departures);
        int left = 0; // visitors gone so far
        int best = 0;
        int moment = 0;
        for (int i = 0; i < n; i++) {
            int t = arrivals[i];
            while (departures[left] <= t) left++;
            int inside = i + 1 - left;
            if (inside > best) {
                best = inside;
                moment = t;
            }
        }
        return new int[] {best, moment};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[][] visits = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            visits[i][0] = (int) in.nval;
            in.nextToken();
            visits[i][1] = (int) in.nval;
        }
        int[] answer = peakCrowd(visits);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
