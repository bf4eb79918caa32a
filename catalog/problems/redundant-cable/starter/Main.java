import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** cables[i] = {u, v}; index of the first cable whose ends are already connected, or -1. */
    static int firstRedundant(int n, int[][] cables) {
        // Write your code here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] cables = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            cables[i][0] = (int) in.nval;
            in.nextToken();
            cables[i][1] = (int) in.nval;
        }
        System.out.println(firstRedundant(n, cables));
    }
}
