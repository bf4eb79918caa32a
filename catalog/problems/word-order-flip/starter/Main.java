import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the words of the line in reverse order, separated by single spaces. */
    static String flipWordOrder(String line) {
        // Write your code here.
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String line = in.readLine();
        System.out.println(flipWordOrder(line == null ? "" : line));
    }
}
