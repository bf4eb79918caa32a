import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the digital root (repeated digit sum down to one digit) of a decimal number. */
    static int checkStamp(String number) {
        if (number.equals("0")) return 0;
        // A number and its digit sum agree modulo 9.
        int rem = 0;
        for (int i = 0; i < number.length(); i++) rem = (rem + number.charAt(i) - '0') % 9;
        return rem == 0 ? 9 : rem;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(checkStamp(in.readLine().trim())).append('\n');
        System.out.print(out);
    }
}
