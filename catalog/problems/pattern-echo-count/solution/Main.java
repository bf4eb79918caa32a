import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the number of (overlapping) occurrences of pattern in text. */
    static long countEchoes(String text, String pattern) {
        int m = pattern.length();
        // border[i] = length of the longest proper prefix of pattern[0..i] that is also its suffix.
        int[] border = new int[m];
        for (int i = 1, k = 0; i < m; i++) {
            while (k > 0 && pattern.charAt(i) != pattern.charAt(k)) k = border[k - 1];
            if (pattern.charAt(i) == pattern.charAt(k)) k++;
            border[i] = k;
        }
        // Scan the text once; k = how many pattern characters currently match.
        long count = 0;
        for (int i = 0, k = 0; i < text.length(); i++) {
            while (k > 0 && text.charAt(i) != pattern.charAt(k)) k = border[k - 1];
            if (text.charAt(i) == pattern.charAt(k)) k++;
            if (k == m) {
                count++;
                k = border[k - 1]; // keep the overlap for the next occurrence
            }
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String text = in.readLine().trim();
        String pattern = in.readLine().trim();
        System.out.println(countEchoes(text, pattern));
    }
}
