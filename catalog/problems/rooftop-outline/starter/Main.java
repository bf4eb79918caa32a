import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.ArrayList;
import java.util.List;

public class Main {
    /** The key points {x, h} of the outline of the buildings {left, right, height}, left to right. */
    static List<int[]> rooftopOutline(int[][] buildings) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[][] buildings = new int[n][3];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                buildings[i][j] = (int) in.nval;
            }
        }
        StringBuilder out = new StringBuilder();
        for (int[] p : rooftopOutline(buildings)) out.append(p[0]).append(' ').append(p[1]).append('\n');
        System.out.print(out);
    }
}
