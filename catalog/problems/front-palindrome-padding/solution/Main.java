import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the fewest letters to add in front of s so that the result is a palindrome. */
    static int fewestFrontLetters(String s) {
        // Longest prefix of s that is also a suffix of reverse(s) = longest palindromic prefix.
        // The separator '#' keeps the match from running past the end of s.
        String t = s + "#" + new StringBuilder(s).reverse();
        int[] border = new int[t.length()];
        for (int i = 1, k = 0; i < t.length(); i++) {
            while (k > 0 && t.charAt(i) != t.charAt(k)) k = border[k - 1];
            if (t.charAt(i) == t.charAt(k)) k++;
            border[i] = k;
        }
        return s.length() - border[t.length() - 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        System.out.println(fewestFrontLetters(s));
    }
}
