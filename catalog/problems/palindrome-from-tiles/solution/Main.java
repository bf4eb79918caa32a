import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the smallest palindrome using every tile, or "-1". */
    static String smallestPalindrome(String tiles) {
        int[] count = new int[26];
        for (char ch : tiles.toCharArray()) count[ch - 'a']++;
        StringBuilder left = new StringBuilder();
        String middle = "";
        for (int c = 0; c < 26; c++) {
            char letter = (char) ('a' + c);
            if (count[c] % 2 == 1) {
                if (!middle.isEmpty()) return "-1"; // a second odd letter has no place
                middle = String.valueOf(letter);
            }
            for (int k = 0; k < count[c] / 2; k++) left.append(letter); // pairs in alphabetical order
        }
        return left + middle + new StringBuilder(left).reverse();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        System.out.println(smallestPalindrome(in.readLine().trim()));
    }
}
