import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the fewest inserted letters that make s a palindrome. */
    static int fewestInsertions(String s) {
        int n = s.length();
        // prev[j] = cost(i + 1, j), cur[j] = cost(i, j); entries with j <= i stay 0.
        int[] prev = new int[n];
        for (int i = n - 1; i >= 0; i--) {
            int[] cur = new int[n];
            for (int j = i + 1; j < n; j++) {
                cur[j] = s.charAt(i) == s.charAt(j) ? prev[j - 1] : 1 + Math.min(prev[j], cur[j - 1]);
            }
            prev = cur;
        }
        return prev[n - 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        System.out.println(fewestInsertions(s));
    }
}
