import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns "x y H": the rover's final position and heading (N, E, S or W). */
    static String finalState(String commands) {
        // Write your code here.
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        System.out.println(finalState(in.readLine().trim()));
    }
}
