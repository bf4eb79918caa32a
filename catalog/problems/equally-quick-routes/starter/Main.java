import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** {length of the shortest route from 0 to n-1, number of such routes mod 10^9+7}, or {-1, 0}. */
    static long[] quickRoutes(int n, int[][] roads) {
        // Write your code here.
        return new long[] {-1, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] roads = new int[m][3];
        for (int i = 0; i < m; i++) {
            for (int k = 0; k < 3; k++) {
                in.nextToken();
                roads[i][k] = (int) in.nval;
            }
        }
        long[] answer = quickRoutes(n, roads);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
