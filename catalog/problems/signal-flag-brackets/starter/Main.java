import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static boolean isValidSignal(String s) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine();
        String s = line == null ? "" : line.trim();
        System.out.println(isValidSignal(s) ? "true" : "false");
    }
}
