import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The squares of all readings (sorted input), sorted in non-decreasing order. */
    static int[] sortedSquares(int[] readings) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] readings = new int[n];
        StringTokenizer st = new StringTokenizer(n > 0 ? in.readLine() : "");
        for (int i = 0; i < n; i++) readings[i] = Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int v : sortedSquares(readings)) {
            if (out.length() > 0) out.append(' ');
            out.append(v);
        }
        System.out.println(out);
    }
}
