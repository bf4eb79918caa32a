import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Row k of the triangle, left to right. */
    static long[] triangleRow(int k) {
        // Write your code here.
        return new long[0];
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
