import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;

public class Main {
    /** Length of the longest substring of s without a repeated character. */
    static int longestUniqueRun(String s) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine();
        if (s == null) s = "";
        System.out.println(longestUniqueRun(s));
    }
}
