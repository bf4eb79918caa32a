import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.ArrayList;
import java.util.List;

public class Main {
    /** The smallest set of towers reaching every tower of the acyclic network, in increasing order. */
    static List<Integer> originTowers(int n, int[][] links) {
        // A tower nobody transmits to must be an origin itself; every other tower is reached from one.
        boolean[] hasIncoming = new boolean[n];
        for (int[] link : links) hasIncoming[link[1]] = true;
        List<Integer> origins = new ArrayList<>();
        for (int v = 0; v < n; v++) if (!hasIncoming[v]) origins.add(v);
        return origins;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] links = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            links[i][0] = (int) in.nval;
            in.nextToken();
            links[i][1] = (int) in.nval;
        }
        StringBuilder out = new StringBuilder();
        for (int v : originTowers(n, links)) {
            if (out.length() > 0) out.append(' ');
            out.append(v);
        }
        System.out.println(out);
    }
}
