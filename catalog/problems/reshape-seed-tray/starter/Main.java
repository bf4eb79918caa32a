import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the tray refilled as rows x cols in reading order, or null if the shapes differ. */
    static int[][] reshapeTray(int[][] tray, int rows, int cols) {
        // Write your code here.
        return null;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        int[][] tray = new int[r][c];
        for (int i = 0; i < r; i++) {
            st = new StringTokenizer(in.readLine());
            for (int j = 0; j < c; j++) tray[i][j] = Integer.parseInt(st.nextToken());
        }
        st = new StringTokenizer(in.readLine());
        int r2 = Integer.parseInt(st.nextToken());
        int c2 = Integer.parseInt(st.nextToken());
        int[][] result = reshapeTray(tray, r2, c2);
        StringBuilder out = new StringBuilder();
        if (result == null) {
            out.append("-1\n");
        } else {
            for (int[] row : result) {
                for (int j = 0; j < row.length; j++) out.append(j == 0 ? "" : " ").append(row[j]);
                out.append('\n');
            }
        }
        System.out.print(out);
    }
}
