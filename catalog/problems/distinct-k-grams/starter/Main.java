import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the number of distinct substrings of length k. */
    static int distinctGrams(String s, int k) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        int k = Integer.parseInt(in.readLine().trim());
        System.out.println(distinctGrams(s, k));
    }
}
