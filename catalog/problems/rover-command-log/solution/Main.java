import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns "x y H": the rover's final position and heading (N, E, S or W). */
    static String finalState(String commands) {
        // Headings 0..3 = N, E, S, W; unit steps per heading.
        int[] dx = {0, 1, 0, -1};
        int[] dy = {1, 0, -1, 0};
        int x = 0, y = 0, heading = 0;
        for (char c : commands.toCharArray()) {
            if (c == 'F') {
                x += dx[heading];
                y += dy[heading];
            } else if (c == 'B') {
                x -= dx[heading];
                y -= dy[heading];
            } else if (c == 'R') {
                heading = (heading + 1) % 4;
            } else {
                heading = (heading + 3) % 4; // left = three rights, keeps the index non-negative
            }
        }
        return x + " " + y + " " + "NESW".charAt(heading);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        System.out.println(finalState(in.readLine().trim()));
    }
}
