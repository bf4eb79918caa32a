import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the number of pairs i <= j with s[i..j] a palindrome. */
    static long countPalindromes(String s) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        System.out.println(countPalindromes(s));
    }
}
