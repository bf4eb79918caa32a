import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The length of the shortest motif whose repetition gives the pattern. */
    static int shortestMotif(String pattern) {
        int n = pattern.length();
        for (int d = 1; d < n; d++) {
            if (n % d != 0) continue; // a motif must tile the pattern a whole number of times
            boolean ok = true;
            for (int i = d; i < n && ok; i++) ok = pattern.charAt(i) == pattern.charAt(i - d);
            if (ok) return d;
        }
        return n;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine();
        String pattern = line == null ? "" : line.trim();
        System.out.println(shortestMotif(pattern));
    }
}
