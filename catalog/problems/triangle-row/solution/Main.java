import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Row k of the triangle, left to right. */
    static long[] triangleRow(int k) {
        long[] row = new long[k + 1];
        row[0] = 1;
        for (int i = 1; i <= k; i++) {
            row[i] = 1;
            // right to left, so row[j - 1] still holds the previous row's value
            for (int j = i - 1; j >= 1; j--) row[j] += row[j - 1];
        }
        return row;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int k = Integer.parseInt(in.readLine().trim());
        long[] row = triangleRow(k);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < row.length; i++) {
            if (i > 0) out.append(' ');
            out.append(row[i]);
        }
        System.out.println(out);
    }
}
