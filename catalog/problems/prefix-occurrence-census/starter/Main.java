import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** For each L, returns how many positions start a copy of s[0..L-1]. */
    static int[] countOpenings(String s, int[] queries) {
        // Write your code here.
        return new int[queries.length];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        int q = Integer.parseInt(in.readLine().trim());
        int[] queries = new int[q];
        for (int i = 0; i < q; i++) queries[i] = Integer.parseInt(in.readLine().trim());
        int[] answers = countOpenings(s, queries);
        StringBuilder out = new StringBuilder();
        for (int a : answers) out.append(a).append('\n');
        System.out.print(out);
    }
}
