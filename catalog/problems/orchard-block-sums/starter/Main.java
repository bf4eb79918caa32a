import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Total crates in each block {r1, c1, r2, c2} (rows r1..r2, columns c1..c2). */
    static int[] blockSums(String[] rows, int[][] blocks) {
        // Write your code here.
        return new int[0];
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
