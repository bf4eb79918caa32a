import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the minimum total cost with half of the candidates in each office. */
    static long cheapestSplit(long[] north, long[] south) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        long[] north = new long[2 * n];
        long[] south = new long[2 * n];
        for (int i = 0; i < 2 * n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            north[i] = Long.parseLong(st.nextToken());
            south[i] = Long.parseLong(st.nextToken());
        }
        System.out.println(cheapestSplit(north, south));
    }
}
