import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The value of a standard Roman numeral. */
    static int romanToInt(String numeral) {
        int total = 0;
        for (int i = 0; i < numeral.length(); i++) {
            int v = value(numeral.charAt(i));
            // A smaller letter in front of a larger one is subtracted (IV, XC, CM, ...).
            if (i + 1 < numeral.length() && v < value(numeral.charAt(i + 1))) total -= v;
            else total += v;
        }
        return total;
    }

    static int value(char c) {
        return switch (c) {
            case 'I' -> 1;
            case 'V' -> 5;
            case 'X' -> 10;
            case 'L' -> 50;
            case 'C' -> 100;
            case 'D' -> 500;
            default -> 1000; // 'M'
        };
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(romanToInt(in.readLine().trim())).append('\n');
        System.out.print(out);
    }
}
