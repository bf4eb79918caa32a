import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns {i, j} of the first faulty tile in reading order, or an empty array if none. */
    static int[] firstFaultyTile(int[][] grid) {
        // Write your code here.
        return new int[0];
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
        int[] answer = firstFaultyTile(grid);
        System.out.println(answer.length == 0 ? "-1" : answer[0] + " " + answer[1]);
    }
}
