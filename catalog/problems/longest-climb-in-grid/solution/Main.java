import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** Cells on the longest strictly increasing climb (4-neighbour steps). */
    static int longestClimb(int[][] alt) {
        int r = alt.length;
        int c = alt[0].length;
        // sort cells by altitude: pack (altitude, cell index) into one long
        long[] order = new long[r * c];
        for (int k = 0; k < r * c; k++) order[k] = (long) alt[k / c][k % c] * (r * c) + k;
        Arrays.sort(order);
        int[] best = new int[r * c]; // longest climb ending at each cell
        int[] di = {1, -1, 0, 0};
        int[] dj = {0, 0, 1, -1};
        int answer = 0;
        for (long packed : order) {
            int k = (int) (packed % (r * c));
            int i = k / c;
            int j = k % c;
            best[k] = 1;
            for (int d = 0; d < 4; d++) {
                int a = i + di[d];
                int b = j + dj[d];
                // a lower neighbour is already final: it comes earlier in the sorted order
                if (a >= 0 && a < r && b >= 0 && b < c && alt[a][b] < alt[i][j]) {
                    best[k] = Math.max(best[k], best[a * c + b] + 1);
                }
            }
            answer = Math.max(answer, best[k]);
        }
        return answer;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        int[][] alt = new int[r][c];
        for (int i = 0; i < r; i++) {
            st = new StringTokenizer(in.readLine());
            for (int j = 0; j < c; j++) alt[i][j] = Integer.parseInt(st.nextToken());
        }
        System.out.println(longestClimb(alt));
    }
}
