import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** True when the whole rule p (with '?' and '*') matches the whole name s. */
    static boolean ruleFits(String s, String p) {
        int n = s.length();
        // prev[i]: the rule symbols handled so far match the first i characters of the name.
        boolean[] prev = new boolean[n + 1];
        prev[0] = true;
        for (char c : p.toCharArray()) {
            boolean[] cur = new boolean[n + 1];
            if (c == '*') {
                // Either the star matches nothing (prev[i]) or it also covers character i - 1 (cur[i - 1]).
                cur[0] = prev[0];
                for (int i = 1; i <= n; i++) cur[i] = prev[i] || cur[i - 1];
            } else {
                for (int i = 1; i <= n; i++) cur[i] = prev[i - 1] && (c == '?' || c == s.charAt(i - 1));
            }
            prev = cur;
        }
        return prev[n];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine();
        String p = in.readLine();
        System.out.println(ruleFits(s == null ? "" : s.trim(), p == null ? "" : p.trim()) ? "true" : "false");
    }
}
