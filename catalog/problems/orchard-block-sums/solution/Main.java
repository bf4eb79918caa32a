import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Total crates in each block {r1, c1, r2, c2} (rows r1..r2, columns c1..c2). */
    static int[] blockSums(String[] rows, int[][] blocks) {
        int r = rows.length;
        int c = rows[0].length();
        // pre[i][j] = crates in rows 0..i-1, columns 0..j-1 (row 0 and column 0 are zero).
        int[][] pre = new int[r + 1][c + 1];
        for (int i = 0; i < r; i++) {
            int rowSum = 0;
            for (int j = 0; j < c; j++) {
                rowSum += rows[i].charAt(j) - '0';
                pre[i + 1][j + 1] = pre[i][j + 1] + rowSum;
            }
        }
        int[] totals = new int[blocks.length];
        for (int k = 0; k < blocks.length; k++) {
            int r1 = blocks[k][0], c1 = blocks[k][1], r2 = blocks[k][2], c2 = blocks[k][3];
            totals[k] = pre[r2 + 1][c2 + 1] - pre[r1][c2 + 1] - pre[r2 + 1][c1] + pre[r1][c1];
        }
        return totals;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] rows = new String[r];
        for (int i = 0; i < r; i++) rows[i] = in.readLine().trim();
        int q = Integer.parseInt(in.readLine().trim());
        int[][] blocks = new int[q][4];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            for (int k = 0; k < 4; k++) blocks[i][k] = Integer.parseInt(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (int total : blockSums(rows, blocks)) out.append(total).append('\n');
        System.out.print(out);
    }
}
