import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The number of ways to place n mutually non-attacking queens on the open cells. */
    static long countPeacefulPlacements(String[] board) {
        int n = board.length;
        int[] blocked = new int[n]; // bit c of blocked[r]: cell (r, c) holds a fountain
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) if (board[r].charAt(c) == '#') blocked[r] |= 1 << c;
        }
        return place(0, n, (1 << n) - 1, blocked, 0, 0, 0);
    }

    /** cols / diag / anti: columns of row r attacked through a column or one of the diagonals. */
    static long place(int r, int n, int full, int[] blocked, int cols, int diag, int anti) {
        if (r == n) return 1;
        long count = 0;
        int free = full & ~(cols | diag | anti | blocked[r]);
        while (free != 0) {
            int bit = free & -free; // lowest available column
            free ^= bit;
            count += place(r + 1, n, full, blocked, cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1);
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        String[] board = new String[n];
        for (int i = 0; i < n; i++) board[i] = in.readLine().trim();
        System.out.println(countPeacefulPlacements(board));
    }
}
