import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The length of the longest run of consecutive flips with as many heads as tails. */
    static int longestBalancedRun(String flips) {
        // Write your code here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String line = in.readLine();
        String flips = line == null ? "" : line.trim();
        System.out.println(longestBalancedRun(flips));
    }
}
