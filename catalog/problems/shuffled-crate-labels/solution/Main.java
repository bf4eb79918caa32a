import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** True if b uses exactly the letters of a. */
    static boolean isRearrangement(String a, String b) {
        if (a.length() != b.length()) return false;
        int[] count = new int[26];
        for (int i = 0; i < a.length(); i++) {
            count[a.charAt(i) - 'a']++;
            count[b.charAt(i) - 'a']--;
        }
        for (int c : count) if (c != 0) return false;
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String a = in.readLine();
        String b = in.readLine();
        a = a == null ? "" : a.trim();
        b = b == null ? "" : b.trim();
        System.out.println(isRearrangement(a, b));
    }
}
