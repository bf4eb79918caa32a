import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The number of readings of the digit string s, modulo 10^9 + 7. */
    static long countReadings(String s) {
        final long mod = 1_000_000_007L;
        long before = 1; // ways[i - 2]
        long last = 1; // ways[i - 1]; ways[0] = 1 (the empty prefix)
        for (int i = 1; i <= s.length(); i++) {
            long cur = s.charAt(i - 1) != '0' ? last : 0; // one-digit piece 1..9
            if (i >= 2 && s.charAt(i - 2) != '0') {
                int two = (s.charAt(i - 2) - '0') * 10 + (s.charAt(i - 1) - '0');
                if (two <= 26) cur = (cur + before) % mod; // two-digit piece 10..26
            }
            before = last;
            last = cur;
        }
        return last;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        System.out.println(countReadings(in.readLine().trim()));
    }
}
