import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the minimum total cost with half of the candidates in each office. */
    static long cheapestSplit(long[] north, long[] south) {
        // Sort by how much cheaper north is than south; the first half goes north.
        int m = north.length;
        long[] keys = new long[m];
        for (int i = 0; i < m; i++) keys[i] = north[i] - south[i];
        java.util.Arrays.sort(keys);
        // Total = all south costs + the n smallest (north - south) differences.
        long total = 0;
        for (long s : south) total += s;
        for (int r = 0; r < m / 2; r++) total += keys[r];
        return total;
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
