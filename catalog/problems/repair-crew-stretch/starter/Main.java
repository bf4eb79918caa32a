import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The longest run of consecutive working lamps after at most k repairs. */
    static int longestLitRun(String lamps, int k) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String lamps = in.readLine().trim();
        int k = Integer.parseInt(in.readLine().trim());
        System.out.println(longestLitRun(lamps, k));
    }
}
