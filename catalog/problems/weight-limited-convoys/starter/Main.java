import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** For each convoy {from, to, weight}, whether it can reach `to` on roads with limit >= weight. */
    static boolean[] convoyRoutes(int n, int[][] roads, int[][] convoys) {
        // Write your code here.
        return new boolean[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] roads = new int[m][3];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                roads[i][j] = (int) in.nval;
            }
        }
        in.nextToken();
        int q = (int) in.nval;
        int[][] convoys = new int[q][3];
        for (int i = 0; i < q; i++) {
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                convoys[i][j] = (int) in.nval;
            }
        }
        StringBuilder out = new StringBuilder();
        for (boolean a : convoyRoutes(n, roads, convoys)) out.append(a).append('\n');
        System.out.print(out);
    }
}
