import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the number of pairs i <= j with s[i..j] a palindrome. */
    static long countPalindromes(String s) {
        int n = s.length();
        long count = 0;
        // Odd palindromes: odd[i] = number of odd palindromes centred at i (its radius, counting s[i]).
        // [left, right] is the palindrome found so far that reaches furthest right.
        int[] odd = new int[n];
        for (int i = 0, left = 0, right = -1; i < n; i++) {
            // Inside [left, right], the mirror centre left + right - i already knows a lower bound.
            int k = i > right ? 1 : Math.min(odd[left + right - i], right - i + 1);
            while (i - k >= 0 && i + k < n && s.charAt(i - k) == s.charAt(i + k)) k++;
            odd[i] = k;
            count += k;
            if (i + k - 1 > right) {
                left = i - k + 1;
                right = i + k - 1;
            }
        }
        // Even palindromes: even[i] = number of even palindromes whose right centre letter is s[i].
        int[] even = new int[n];
        for (int i = 0, left = 0, right = -1; i < n; i++) {
            int k = i > right ? 0 : Math.min(even[left + right - i + 1], right - i + 1);
            while (i - k - 1 >= 0 && i + k < n && s.charAt(i - k - 1) == s.charAt(i + k)) k++;
            even[i] = k;
            count += k;
            if (i + k - 1 > right) {
                left = i - k;
                right = i + k - 1;
            }
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        System.out.println(countPalindromes(s));
    }
}
