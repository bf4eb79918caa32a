import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The first player's winning first take, or 0 if the first player loses. */
    static long winningTake(long n, long k) {
        // Multiples of k + 1 lose for the player to move; move to one if you can.
        return n % (k + 1);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer line = new StringTokenizer(reader.readLine());
            long n = Long.parseLong(line.nextToken());
            long k = Long.parseLong(line.nextToken());
            out.append(winningTake(n, k)).append('\n');
        }
        System.out.print(out);
    }
}
