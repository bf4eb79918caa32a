import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The board after every track moved k cells clockwise. */
    static int[][] turnCarousel(int[][] board, long k) {
        int r = board.length;
        int c = board[0].length;
        int[][] out = new int[r][];
        for (int i = 0; i < r; i++) out[i] = board[i].clone();
        for (int t = 0; t < Math.min(r, c) / 2; t++) {
            int[][] cells = trackCells(t, r, c);
            int len = cells.length;
            int shift = (int) (k % len); // after len ticks the track is back where it started
            for (int j = 0; j < len; j++) {
                int[] from = cells[j];
                int[] to = cells[(j + shift) % len];
                out[to[0]][to[1]] = board[from[0]][from[1]];
            }
        }
        return out;
    }

    /** The cells of track t (0 = border) in clockwise order, starting at its top-left corner. */
    static int[][] trackCells(int t, int r, int c) {
        int bottom = r - 1 - t;
        int right = c - 1 - t;
        int[][] cells = new int[2 * (bottom - t) + 2 * (right - t)][];
        int n = 0;
        for (int j = t; j < right; j++) cells[n++] = new int[] {t, j};
        for (int i = t; i < bottom; i++) cells[n++] = new int[] {i, right};
        for (int j = right; j > t; j--) cells[n++] = new int[] {bottom, j};
        for (int i = bottom; i > t; i--) cells[n++] = new int[] {i, t};
        return cells;
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
