import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The board after every track moved k cells clockwise. */
    static int[][] turnCarousel(int[][] board, long k) {
        // Write your code here.
        return board;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        int[][] board = new int[r][c];
        for (int i = 0; i < r; i++) {
            st = new StringTokenizer(in.readLine());
            for (int j = 0; j < c; j++) board[i][j] = Integer.parseInt(st.nextToken());
        }
        int[][] result = turnCarousel(board, k);
        StringBuilder out = new StringBuilder();
        for (int[] row : result) {
            for (int j = 0; j < row.length; j++) {
                if (j > 0) out.append(' ');
                out.append(row[j]);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
