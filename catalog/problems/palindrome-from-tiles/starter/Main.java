import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the smallest palindrome using every tile, or "-1". */
    static String smallestPalindrome(String tiles) {
        // Write your code here.
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        System.out.println(smallestPalindrome(in.readLine().trim()));
    }
}
