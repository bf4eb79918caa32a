import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashSet;
import java.util.Set;

public class Main {
    // Two polynomial hashes modulo large primes (the same constants as the other references).
    static final long P1 = 45035996273689L;
    static final long P2 = 45035996272667L;
    static final long B1 = 131;
    static final long B2 = 137;

    /** Returns the number of distinct substrings of length k. */
    static int distinctGrams(String s, int k) {
        // pw = B^(k-1) mod P: the weight of the letter leaving the window.
        long pw1 = 1;
        long pw2 = 1;
        for (int i = 1; i < k; i++) {
            pw1 = pw1 * B1 % P1;
            pw2 = pw2 * B2 % P2;
        }
        long h1 = 0;
        long h2 = 0;
        for (int i = 0; i < k; i++) {
            h1 = (h1 * B1 + code(s, i)) % P1;
            h2 = (h2 * B2 + code(s, i)) % P2;
        }
        Set<String> seen = new HashSet<>();
        seen.add(h1 + ":" + h2);
        for (int i = k; i < s.length(); i++) {
            // Slide: drop s[i - k], append s[i].
            h1 = ((h1 - code(s, i - k) * pw1 % P1 + P1) % P1 * B1 + code(s, i)) % P1;
            h2 = ((h2 - code(s, i - k) * pw2 % P2 + P2) % P2 * B2 + code(s, i)) % P2;
            seen.add(h1 + ":" + h2);
        }
        return seen.size();
    }

    static long code(String s, int i) {
        return s.charAt(i) - 96; // 'a' -> 1 ... 'z' -> 26
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        int k = Integer.parseInt(in.readLine().trim());
        System.out.println(distinctGrams(s, k));
    }
}
