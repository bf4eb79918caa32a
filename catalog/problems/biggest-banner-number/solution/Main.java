import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** The largest number formed by concatenating all tiles, without leading zeros. */
    static String biggestBanner(long[] tiles) {
        String[] parts = new String[tiles.length];
        for (int i = 0; i < tiles.length; i++) parts[i] = Long.toString(tiles[i]);
        // a goes before b when the banner a+b is bigger than b+a
        Arrays.sort(parts, (a, b) -> (b + a).compareTo(a + b));
        if (parts[0].equals("0")) return "0";
        StringBuilder sb = new StringBuilder();
        for (String p : parts) sb.append(p);
        return sb.toString();
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
