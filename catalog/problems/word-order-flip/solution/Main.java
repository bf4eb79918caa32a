import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the words of the line in reverse order, separated by single spaces. */
    static String flipWordOrder(String line) {
        // Scan from the end: skip spaces, then copy each word found.
        StringBuilder out = new StringBuilder();
        int i = line.length() - 1;
        while (i >= 0) {
            while (i >= 0 && line.charAt(i) == ' ') i--;
            if (i < 0) break;
            int end = i + 1;
            while (i >= 0 && line.charAt(i) != ' ') i--;
            if (out.length() > 0) out.append(' ');
            out.append(line, i + 1, end);
        }
        return out.toString();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String line = in.readLine();
        System.out.println(flipWordOrder(line == null ? "" : line));
    }
}
