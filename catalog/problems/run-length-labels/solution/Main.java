import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the code of s: every maximal run as letter + length. */
    static String encodeLabel(String s) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            // s[i..j-1] is one maximal run of equal letters.
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            out.append(s.charAt(i)).append(j - i);
            i = j;
        }
        return out.toString();
    }

    /** Returns the label that the code t stands for. */
    static String decodeLabel(String t) {
        StringBuilder out = new StringBuilder();
        int k = 0;
        while (k < t.length()) {
            char letter = t.charAt(k++);
            int count = 0;
            while (k < t.length() && Character.isDigit(t.charAt(k))) count = count * 10 + (t.charAt(k++) - '0');
            for (int r = 0; r < count; r++) out.append(letter);
        }
        return out.toString();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        String t = in.readLine().trim();
        System.out.println(encodeLabel(s));
        System.out.println(decodeLabel(t));
    }
}
