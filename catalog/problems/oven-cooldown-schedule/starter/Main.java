import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The fewest time slots that bake every batch, with k other slots between equal flavours. */
    static long minSlots(String s, int k) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int k = Integer.parseInt(in.readLine().trim());
        String s = in.readLine().trim();
        System.out.println(minSlots(s, k));
    }
}
