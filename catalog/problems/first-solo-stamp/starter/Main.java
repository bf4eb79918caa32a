import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Index of the first character occurring exactly once in s, or -1. */
    static int firstSoloStamp(String s) {
        // Write your code here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine();
        s = s == null ? "" : s.trim();
        System.out.println(firstSoloStamp(s));
    }
}
