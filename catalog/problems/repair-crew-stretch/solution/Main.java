import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The longest run of consecutive working lamps after at most k repairs. */
    static int longestLitRun(String lamps, int k) {
        int best = 0;
        int broken = 0; // broken lamps inside the window lamps[left..right]
        int left = 0;
        for (int right = 0; right < lamps.length(); right++) {
            if (lamps.charAt(right) == '0') broken++;
            while (broken > k) {
                if (lamps.charAt(left) == '0') broken--;
                left++;
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String lamps = in.readLine().trim();
        int k = Integer.parseInt(in.readLine().trim());
        System.out.println(longestLitRun(lamps, k));
    }
}
