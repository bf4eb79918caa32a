import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /**
     * Returns {L, i}: the longest length L of a substring occurring at least twice and the smallest
     * start i of such a substring; {0, -1} if no letter repeats.
     */
    static int[] longestEcho(String s) {
        // Write your code here.
        return new int[] {0, -1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        int[] ans = longestEcho(s);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
