import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The length of the longest common subsequence of a and b. */
    static int commonThread(String a, String b) {
        // Write your code here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String a = in.readLine();
        String b = in.readLine();
        System.out.println(commonThread(a == null ? "" : a.trim(), b == null ? "" : b.trim()));
    }
}
