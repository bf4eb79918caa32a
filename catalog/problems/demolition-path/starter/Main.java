import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The fewest walls to knock down on a 4-direction route from the top-left to the bottom-right cell. */
    static int fewestWalls(String[] grid) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer first = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(first.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(fewestWalls(grid));
    }
}
