import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The length of the longest common subsequence of a and b. */
    static int commonThread(String a, String b) {
        // prev[j] = best for the first i - 1 beads of a and the first j beads of b; cur is row i.
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                cur[j] = a.charAt(i - 1) == b.charAt(j - 1) ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String a = in.readLine();
        String b = in.readLine();
        System.out.println(commonThread(a == null ? "" : a.trim(), b == null ? "" : b.trim()));
    }
}
