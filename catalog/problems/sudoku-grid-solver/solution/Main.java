import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** Completes the grid (9 rows of 9 chars, '.' = empty) and returns its 9 rows of digits. */
    static String[] solveSudoku(String[] puzzle) {
        int[] cell = new int[81]; // 0 = empty, else the digit
        int[] rows = new int[9]; // bit d-1 set = digit d used in that row
        int[] cols = new int[9];
        int[] boxes = new int[9];
        int[] empties = new int[81];
        int e = 0;
        for (int p = 0; p < 81; p++) {
            char ch = puzzle[p / 9].charAt(p % 9);
            if (ch == '.') empties[e++] = p;
            else {
                cell[p] = ch - '0';
                toggle(rows, cols, boxes, p, 1 << (cell[p] - 1));
            }
        }
        // Explicit stack: framePos[k] = square chosen at depth k, frameCand[k] = digits left to try there.
        int[] framePos = new int[82];
        int[] frameCand = new int[82];
        int depth = 0;
        while (true) {
            // Most constrained empty square first (fewest candidates); -1 when the grid is full.
            int best = -1;
            int bestCount = 10;
            for (int i = 0; i < e; i++) {
                int p = empties[i];
                if (cell[p] != 0) continue;
                int c = Integer.bitCount(free(rows, cols, boxes, p));
                if (c < bestCount) {
                    best = p;
                    bestCount = c;
                    if (c <= 1) break;
                }
            }
            if (best == -1) break;
            framePos[depth] = best;
            frameCand[depth] = free(rows, cols, boxes, best);
            // Backtrack while a square has no candidate left (the puzzle is solvable).
            while (frameCand[depth] == 0) {
                depth--;
                int p = framePos[depth];
                toggle(rows, cols, boxes, p, 1 << (cell[p] - 1));
                cell[p] = 0;
            }
            int bit = frameCand[depth] & -frameCand[depth];
            frameCand[depth] ^= bit;
            toggle(rows, cols, boxes, framePos[depth], bit);
            cell[framePos[depth]] = Integer.numberOfTrailingZeros(bit) + 1;
            depth++;
        }
        String[] result = new String[9];
        for (int r = 0; r < 9; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < 9; c++) row.append(cell[9 * r + c]);
            result[r] = row.toString();
        }
        return result;
    }

    static int box(int p) {
        return 3 * (p / 27) + (p % 9) / 3;
    }

    static int free(int[] rows, int[] cols, int[] boxes, int p) {
        return ~(rows[p / 9] | cols[p % 9] | boxes[box(p)]) & 511;
    }

    static void toggle(int[] rows, int[] cols, int[] boxes, int p, int bit) {
        rows[p / 9] ^= bit;
        cols[p % 9] ^= bit;
        boxes[box(p)] ^= bit;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        List<String> tokens = new ArrayList<>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            StringTokenizer st = new StringTokenizer(line);
            while (st.hasMoreTokens()) tokens.add(st.nextToken());
        }
        int t = Integer.parseInt(tokens.get(0));
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < t; i++) {
            String[] puzzle = tokens.subList(1 + 9 * i, 10 + 9 * i).toArray(new String[0]);
            for (String row : solveSudoku(puzzle)) out.append(row).append('\n');
        }
        System.out.print(out);
    }
}
