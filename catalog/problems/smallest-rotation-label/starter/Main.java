import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the smallest start of a lexicographically smallest rotation of s. */
    static int smallestRotation(String s) {
        // Write your code here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        System.out.println(smallestRotation(in.readLine().trim()));
    }
}
