import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The largest capital after at most k affordable projects, starting from w. */
    static long bestCapital(int[][] projects, int k, long w) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        in.nextToken();
        long w = (long) in.nval;
        int[][] projects = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            projects[i][0] = (int) in.nval;
            in.nextToken();
            projects[i][1] = (int) in.nval;
        }
        System.out.println(bestCapital(projects, k, w));
    }
}
