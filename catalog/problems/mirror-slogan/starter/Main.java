import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Whether the letters and digits of the slogan read the same both ways, ignoring case. */
    static boolean isMirrorSlogan(String slogan) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String slogan = in.readLine();
        if (slogan == null) slogan = "";
        System.out.println(isMirrorSlogan(slogan));
    }
}
