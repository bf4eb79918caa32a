import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static final long MOD = 1_000_000_007L;

    /** Product of two matrices modulo MOD (the first may have any number of rows). */
    static long[][] matMul(long[][] a, long[][] b) {
        int rows = a.length;
        int n = b.length;
        long[][] c = new long[rows][n];
        for (int i = 0; i < rows; i++) {
            for (int l = 0; l < n; l++) {
                long x = a[i][l];
                if (x == 0) continue;
                for (int j = 0; j < n; j++) c[i][j] = (c[i][j] + x * b[l][j]) % MOD;
            }
        }
        return c;
    }

    /** For each room t, the number of patrols of length k from room 0 to t, mod 1e9+7. */
    static long[] countPatrols(int n, int[][] corridors, long k) {
        // A[u][v] = number of corridors u -> v; row 0 of A^k holds the answer.
        long[][] power = new long[n][n];
        for (int[] c : corridors) power[c[0]][c[1]]++;
        // ways = row 0 of A^(bits of k consumed so far), kept as a 1 x n matrix.
        long[][] ways = new long[1][n];
        ways[0][0] = 1;
        for (long e = k; e > 0; e >>= 1) {
            if ((e & 1) == 1) ways = matMul(ways, power);
            if (e > 1) power = matMul(power, power);
        }
        return ways[0];
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
