import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayDeque;
import java.util.StringTokenizer;

public class Main {
    /** Repaints the region of the clicked cell in place. */
    static void paintBucket(char[][] grid, int row, int col, char colour) {
        // Write your code here.
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim().toCharArray();
        st = new StringTokenizer(in.readLine());
        int row = Integer.parseInt(st.nextToken());
        int col = Integer.parseInt(st.nextToken());
        char colour = st.nextToken().charAt(0);
        paintBucket(grid, row, col, colour);
        StringBuilder out = new StringBuilder();
        for (char[] line : grid) out.append(line).append('\n');
        System.out.print(out);
    }
}
