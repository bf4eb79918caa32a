import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** The values in clockwise spiral order from the top-left corner. */
    static List<Integer> spiralOrder(int[][] grid) {
        List<Integer> out = new ArrayList<>();
        int top = 0;
        int bottom = grid.length - 1;
        int left = 0;
        int right = grid[0].length - 1;
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++) out.add(grid[top][j]);
            top++;
            for (int i = top; i <= bottom; i++) out.add(grid[i][right]);
            right--;
            // A single remaining row or column has already been read: do not read it backwards again.
            if (top <= bottom) {
                for (int j = right; j >= left; j--) out.add(grid[bottom][j]);
                bottom--;
            }
            if (left <= right) {
                for (int i = bottom; i >= top; i--) out.add(grid[i][left]);
                left++;
            }
        }
        return out;
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
