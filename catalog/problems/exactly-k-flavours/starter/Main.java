import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** How many runs of consecutive scoops contain exactly k distinct flavours. */
    static long exactlyKFlavours(String scoops, int k) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String scoops = in.readLine().trim();
        int k = Integer.parseInt(in.readLine().trim());
        System.out.println(exactlyKFlavours(scoops, k));
    }
}
