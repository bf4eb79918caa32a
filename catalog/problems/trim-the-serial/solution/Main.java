import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The smallest number left after deleting k digits, without leading zeros ("0" if empty). */
    static String trimSerial(String serial, int k) {
        char[] kept = new char[serial.length()]; // non-decreasing from bottom to top
        int top = 0;
        int left = k;
        for (int i = 0; i < serial.length(); i++) {
            char d = serial.charAt(i);
            // A bigger digit before a smaller one: deleting it makes the number smaller.
            while (left > 0 && top > 0 && kept[top - 1] > d) {
                top--;
                left--;
            }
            kept[top++] = d;
        }
        top -= left; // still owe deletions: the tail is the largest part
        int start = 0;
        while (start < top && kept[start] == '0') start++;
        return start == top ? "0" : new String(kept, start, top - start);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String serial = in.readLine().trim();
        int k = Integer.parseInt(in.readLine().trim());
        System.out.println(trimSerial(serial, k));
    }
}
