import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The area of the largest rectangle of clear cells (sides parallel to the grid). */
    static int largestClearPlot(String[] grid) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int r = Integer.parseInt(new StringTokenizer(in.readLine()).nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(largestClearPlot(grid));
    }
}
