import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Length of the longest strictly increasing run of consecutive days. */
    static int longestWarmingStreak(int[] temps) {
        if (temps.length == 0) return 0;
        int best = 1;
        int cur = 1; // length of the streak ending on day i
        for (int i = 1; i < temps.length; i++) {
            cur = temps[i] > temps[i - 1] ? cur + 1 : 1;
            best = Math.max(best, cur);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] temps = new int[n];
        StringTokenizer st = new StringTokenizer(n > 0 ? in.readLine() : "");
        for (int i = 0; i < n; i++) temps[i] = Integer.parseInt(st.nextToken());
        System.out.println(longestWarmingStreak(temps));
    }
}
