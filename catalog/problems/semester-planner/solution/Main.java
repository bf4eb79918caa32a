import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.ArrayList;
import java.util.List;

public class Main {
    /** The fewest terms to pass every course, or -1 if the rules form a loop. */
    static int fewestTerms(int n, int[][] rules) {
        List<List<Integer>> next = new ArrayList<>();
        for (int v = 0; v < n; v++) next.add(new ArrayList<>());
        int[] missing = new int[n]; // prerequisites not yet passed
        for (int[] r : rules) {
            next.get(r[0]).add(r[1]);
            missing[r[1]]++;
        }
        // Kahn's algorithm, one layer per term: a term takes every course whose prerequisites are done.
        List<Integer> current = new ArrayList<>();
        for (int v = 0; v < n; v++) if (missing[v] == 0) current.add(v);
        int terms = 0;
        int passed = 0;
        while (!current.isEmpty()) {
            terms++;
            passed += current.size();
            List<Integer> following = new ArrayList<>();
            for (int v : current) {
                for (int w : next.get(v)) if (--missing[w] == 0) following.add(w);
            }
            current = following;
        }
        return passed == n ? terms : -1; // courses never freed sit on a loop
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] rules = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            rules[i][0] = (int) in.nval;
            in.nextToken();
            rules[i][1] = (int) in.nval;
        }
        System.out.println(fewestTerms(n, rules));
    }
}
