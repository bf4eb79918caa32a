import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The most crates two robots (moving right or down) collect together, or -1 if the barn is unreachable. */
    static int twinHarvest(String[] grid) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(twinHarvest(grid));
    }
}
