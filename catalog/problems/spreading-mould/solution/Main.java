import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Minutes until no fresh crate ('F') is left, or -1. 'M' = mouldy crate, '.' = empty floor. */
    static int minutesUntilMouldy(char[][] grid) {
        int r = grid.length;
        int c = grid[0].length;
        int[] time = new int[r * c]; // minute a cell turned mouldy, -1 = not (yet)
        java.util.Arrays.fill(time, -1);
        int[] queue = new int[r * c];
        int head = 0;
        int tail = 0;
        int fresh = 0;
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i][j] == 'M') {
                    time[i * c + j] = 0;
                    queue[tail++] = i * c + j;
                } else if (grid[i][j] == 'F') fresh++;
            }
        }
        int[] di = {1, -1, 0, 0};
        int[] dj = {0, 0, 1, -1};
        int last = 0;
        while (head < tail) {
            int cell = queue[head++];
            int i = cell / c;
            int j = cell % c;
            for (int d = 0; d < 4; d++) {
                int ni = i + di[d];
                int nj = j + dj[d];
                if (ni < 0 || nj < 0 || ni >= r || nj >= c) continue;
                int next = ni * c + nj;
                if (grid[ni][nj] != 'F' || time[next] != -1) continue;
                time[next] = time[cell] + 1;
                last = time[next];
                fresh--;
                queue[tail++] = next;
            }
        }
        return fresh > 0 ? -1 : last;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim().toCharArray();
        System.out.println(minutesUntilMouldy(grid));
    }
}
