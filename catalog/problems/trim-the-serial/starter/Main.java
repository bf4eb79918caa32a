import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The smallest number left after deleting k digits, without leading zeros ("0" if empty). */
    static String trimSerial(String serial, int k) {
        // Write your code here.
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String serial = in.readLine().trim();
        int k = Integer.parseInt(in.readLine().trim());
        System.out.println(trimSerial(serial, k));
    }
}
