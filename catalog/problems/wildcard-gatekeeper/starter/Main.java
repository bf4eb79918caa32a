import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** True when the whole rule p (with '?' and '*') matches the whole name s. */
    static boolean ruleFits(String s, String p) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine();
        String p = in.readLine();
        System.out.println(ruleFits(s == null ? "" : s.trim(), p == null ? "" : p.trim()) ? "true" : "false");
    }
}
