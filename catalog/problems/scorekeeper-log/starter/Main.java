import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The total of the scores left on the sheet after the commands in log. */
    static long sheetTotal(String[] log) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        String[] log = new String[q];
        for (int i = 0; i < q; i++) log[i] = in.readLine().trim();
        System.out.println(sheetTotal(log));
    }
}
