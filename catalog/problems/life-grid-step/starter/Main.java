import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The rows after one simultaneous step of the rule (e.g. "B3/S23"). */
    static String[] lifeStep(String rule, String[] grid) {
        // Write your code here.
        return grid;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String rule = in.readLine().trim();
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(String.join("\n", lifeStep(rule, grid)));
    }
}
