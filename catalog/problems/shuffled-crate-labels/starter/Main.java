import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** True if b uses exactly the letters of a. */
    static boolean isRearrangement(String a, String b) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String a = in.readLine();
        String b = in.readLine();
        a = a == null ? "" : a.trim();
        b = b == null ? "" : b.trim();
        System.out.println(isRearrangement(a, b));
    }
}
