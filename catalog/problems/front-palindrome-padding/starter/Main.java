import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the fewest letters to add in front of s so that the result is a palindrome. */
    static int fewestFrontLetters(String s) {
        // Write your code here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        System.out.println(fewestFrontLetters(s));
    }
}
