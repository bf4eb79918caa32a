import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** trails[i] = {u, v}; whether hut t can be reached from hut s along undirected trails. */
    static boolean trailExists(int n, int[][] trails, int s, int t) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] trails = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            trails[i][0] = (int) in.nval;
            in.nextToken();
            trails[i][1] = (int) in.nval;
        }
        in.nextToken();
        int s = (int) in.nval;
        in.nextToken();
        int t = (int) in.nval;
        System.out.println(trailExists(n, trails, s, t));
    }
}
