import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The number of ways to place n mutually non-attacking queens on the open cells. */
    static long countPeacefulPlacements(String[] board) {
        // Write your code here.
        return 0;
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
