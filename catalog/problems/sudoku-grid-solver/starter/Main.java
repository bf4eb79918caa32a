import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** Completes the grid (9 rows of 9 chars, '.' = empty) and returns its 9 rows of digits. */
    static String[] solveSudoku(String[] puzzle) {
        // Write your code here.
        return puzzle;
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
