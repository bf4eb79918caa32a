import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /**
     * "cycle" if a negative loop is reachable from post 0, else the cheapest costs from post 0 to
     * every post separated by spaces ("INF" where unreachable).
     */
    static String cheapestCosts(int n, int[][] routes) {
        // Write your code here.
        return "";
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] routes = new int[m][3];
        for (int i = 0; i < m; i++) {
            for (int k = 0; k < 3; k++) {
                in.nextToken();
                routes[i][k] = (int) in.nval;
            }
        }
        System.out.println(cheapestCosts(n, routes));
    }
}
