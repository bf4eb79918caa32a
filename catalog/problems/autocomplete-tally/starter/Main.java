import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** For each prefix, how many stored words start with it. */
    static int[] autocompleteTally(String[] words, String[] prefixes) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer first = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(first.nextToken());
        int q = Integer.parseInt(first.nextToken());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = in.readLine().trim();
        String[] prefixes = new String[q];
        for (int i = 0; i < q; i++) prefixes[i] = in.readLine().trim();
        int[] answers = autocompleteTally(words, prefixes);
        StringBuilder out = new StringBuilder();
        for (int a : answers) out.append(a).append('\n');
        System.out.print(out);
    }
}
