import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The fewest cameras so that every tree has a camera on it or on a neighbour. */
    static int fewestCameras(int n, int[][] paths) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] paths = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            paths[i][0] = (int) in.nval;
            in.nextToken();
            paths[i][1] = (int) in.nval;
        }
        System.out.println(fewestCameras(n, paths));
    }
}
