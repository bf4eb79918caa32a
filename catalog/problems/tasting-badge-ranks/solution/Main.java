import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the fewest badges satisfying the neighbour rule. */
    static long fewestBadges(int[] scores) {
        int n = scores.length;
        // left[i]: fewest badges meeting every "beat your left neighbour" condition.
        int[] left = new int[n];
        for (int i = 0; i < n; i++) left[i] = i > 0 && scores[i] > scores[i - 1] ? left[i - 1] + 1 : 1;
        // Right to left with a running value; each chef takes the larger requirement.
        long total = 0;
        int right = 0;
        for (int i = n - 1; i >= 0; i--) {
            right = i < n - 1 && scores[i] > scores[i + 1] ? right + 1 : 1;
            total += Math.max(left[i], right);
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] scores = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) scores[i] = Integer.parseInt(st.nextToken());
        System.out.println(fewestBadges(scores));
    }
}
