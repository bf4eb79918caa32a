import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the number of (overlapping) occurrences of pattern in text. */
    static long countEchoes(String text, String pattern) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String text = in.readLine().trim();
        String pattern = in.readLine().trim();
        System.out.println(countEchoes(text, pattern));
    }
}
