import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    /** In increasing order, the rooms from which every walk ends in an exit. */
    static int[] safeRooms(int n, int[][] corridors) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] corridors = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            corridors[i][0] = (int) in.nval;
            in.nextToken();
            corridors[i][1] = (int) in.nval;
        }
        int[] safe = safeRooms(n, corridors);
        StringBuilder out = new StringBuilder();
        out.append(safe.length).append('\n');
        for (int i = 0; i < safe.length; i++) {
            if (i > 0) out.append(' ');
            out.append(safe[i]);
        }
        System.out.println(out);
    }
}
