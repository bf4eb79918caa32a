import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The length of the shortest motif whose repetition gives the pattern. */
    static int shortestMotif(String pattern) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine();
        String pattern = line == null ? "" : line.trim();
        System.out.println(shortestMotif(pattern));
    }
}
