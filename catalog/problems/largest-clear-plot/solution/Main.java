import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The area of the largest rectangle of clear cells (sides parallel to the grid). */
    static int largestClearPlot(String[] grid) {
        int cols = grid.length > 0 ? grid[0].length() : 0;
        int[] height = new int[cols + 1]; // clear cells straight up; the extra 0 is a sentinel
        int[] stack = new int[cols + 1];
        int best = 0;
        for (String row : grid) {
            for (int c = 0; c < cols; c++) height[c] = row.charAt(c) == '.' ? height[c] + 1 : 0;
            // Largest rectangle under the histogram: a stack of columns with rising heights.
            int top = 0;
            for (int c = 0; c <= cols; c++) {
                while (top > 0 && height[stack[top - 1]] >= height[c]) {
                    int h = height[stack[--top]];
                    int left = top > 0 ? stack[top - 1] + 1 : 0;
                    best = Math.max(best, h * (c - left));
                }
                stack[top++] = c;
            }
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int r = Integer.parseInt(new StringTokenizer(in.readLine()).nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(largestClearPlot(grid));
    }
}
