import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static final long MOD = 1_000_000_007L;

    /** For each room t, the number of patrols of length k from room 0 to t, mod 1e9+7. */
    static long[] countPatrols(int n, int[][] corridors, long k) {
        // Write your code here.
        return new long[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        int[][] corridors = new int[m][2];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            corridors[i][0] = Integer.parseInt(st.nextToken());
            corridors[i][1] = Integer.parseInt(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        long[] ways = countPatrols(n, corridors, k);
        for (int t = 0; t < ways.length; t++) out.append(t == 0 ? "" : " ").append(ways[t]);
        System.out.println(out);
    }
}
