import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Whether the letters and digits of the slogan read the same both ways, ignoring case. */
    static boolean isMirrorSlogan(String slogan) {
        int i = 0;
        int j = slogan.length() - 1;
        while (i < j) {
            char a = slogan.charAt(i);
            char b = slogan.charAt(j);
            if (!counts(a)) i++;
            else if (!counts(b)) j--;
            else {
                if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false;
                i++;
                j--;
            }
        }
        return true;
    }

    /** Letters and digits count; everything else is ignored. */
    static boolean counts(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String slogan = in.readLine();
        if (slogan == null) slogan = "";
        System.out.println(isMirrorSlogan(slogan));
    }
}
