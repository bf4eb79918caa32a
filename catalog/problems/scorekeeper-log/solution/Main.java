import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The total of the scores left on the sheet after the commands in log. */
    static long sheetTotal(String[] log) {
        long[] sheet = new long[log.length]; // a stack; size is its height
        int size = 0;
        for (String cmd : log) {
            switch (cmd) {
                case "+" -> {
                    sheet[size] = sheet[size - 1] + sheet[size - 2];
                    size++;
                }
                case "D" -> {
                    sheet[size] = 2 * sheet[size - 1];
                    size++;
                }
                case "C" -> size--;
                default -> sheet[size++] = Long.parseLong(cmd);
            }
        }
        long total = 0;
        for (int i = 0; i < size; i++) total += sheet[i];
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        String[] log = new String[q];
        for (int i = 0; i < q; i++) log[i] = in.readLine().trim();
        System.out.println(sheetTotal(log));
    }
}
