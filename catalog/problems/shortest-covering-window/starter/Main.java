import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Shortest (then leftmost) substring of s containing every letter of t with multiplicity, or "-1". */
    static String shortestCover(String s, String t) {
        // Write your code here.
        return "-1";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        String t = in.readLine().trim();
        System.out.println(shortestCover(s, t));
    }
}
