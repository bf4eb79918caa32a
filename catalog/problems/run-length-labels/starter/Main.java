import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the code of s: every maximal run as letter + length. */
    static String encodeLabel(String s) {
        // Write your code here.
        return "";
    }

    /** Returns the label that the code t stands for. */
    static String decodeLabel(String t) {
        // Write your code here.
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        String t = in.readLine().trim();
        System.out.println(encodeLabel(s));
        System.out.println(decodeLabel(t));
    }
}
