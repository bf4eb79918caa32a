import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The rows after one simultaneous step of the rule (e.g. "B3/S23"). */
    static String[] lifeStep(String rule, String[] grid) {
        String[] parts = rule.split("/", -1);
        boolean[] born = new boolean[9];
        boolean[] survives = new boolean[9];
        for (char ch : parts[0].substring(1).toCharArray()) born[ch - '0'] = true;
        for (char ch : parts[1].substring(1).toCharArray()) survives[ch - '0'] = true;
        int r = grid.length;
        int c = grid[0].length();
        String[] next = new String[r];
        for (int i = 0; i < r; i++) {
            StringBuilder row = new StringBuilder(c);
            for (int j = 0; j < c; j++) {
                // Count living neighbours in the OLD grid.
                int count = 0;
                for (int y = Math.max(0, i - 1); y <= Math.min(r - 1, i + 1); y++) {
                    for (int x = Math.max(0, j - 1); x <= Math.min(c - 1, j + 1); x++) {
                        if ((y != i || x != j) && grid[y].charAt(x) == '#') count++;
                    }
                }
                boolean alive = grid[i].charAt(j) == '#' ? survives[count] : born[count];
                row.append(alive ? '#' : '.');
            }
            next[i] = row.toString();
        }
        return next;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String rule = in.readLine().trim();
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(String.join("\n", lifeStep(rule, grid)));
    }
}
