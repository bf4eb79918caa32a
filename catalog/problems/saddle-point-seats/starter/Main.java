import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** Returns the saddle seats {i, j}, sorted by row then column. */
    static List<int[]> saddleSeats(int[][] grid) {
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
        List<int[]> seats = saddleSeats(grid);
        StringBuilder out = new StringBuilder();
        out.append(seats.size()).append('\n');
        for (int[] s : seats) out.append(s[0]).append(' ').append(s[1]).append('\n');
        System.out.print(out);
    }
}
