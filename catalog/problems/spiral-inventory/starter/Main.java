import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** The values in clockwise spiral order from the top-left corner. */
    static List<Integer> spiralOrder(int[][] grid) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        int[][] grid = new int[r][c];
        for (int i = 0; i < r; i++) {
            st = new StringTokenizer(in.readLine());
            for (int j = 0; j < c; j++) grid[i][j] = Integer.parseInt(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (int v : spiralOrder(grid)) {
            if (out.length() > 0) out.append(' ');
            out.append(v);
        }
        System.out.println(out);
    }
}
