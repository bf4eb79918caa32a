import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** The largest number formed by concatenating all tiles, without leading zeros. */
    static String biggestBanner(long[] tiles) {
        // Write your code here.
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] tiles = new long[n];
        for (int i = 0; i < n; i++) tiles[i] = Long.parseLong(st.nextToken());
        System.out.println(biggestBanner(tiles));
    }
}
