import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.ArrayList;
import java.util.List;

public class Main {
    /** The fewest terms to pass every course, or -1 if the rules form a loop. */
    static int fewestTerms(int n, int[][] rules) {
        // Write your code here.
        return 0;
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
