import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** For each prefix, how many stored words start with it. */
    static int[] autocompleteTally(String[] words, String[] prefixes) {
        int maxNodes = 1;
        for (String w : words) maxNodes += w.length();
        int[][] children = new int[maxNodes][26]; // 0 = no child (the root is never a child)
        int[] passing = new int[maxNodes]; // words passing through each node
        int used = 1;
        for (String w : words) {
            int node = 0;
            for (int i = 0; i < w.length(); i++) {
                int c = w.charAt(i) - 'a';
                if (children[node][c] == 0) children[node][c] = used++;
                node = children[node][c];
                passing[node]++;
            }
        }
        int[] answers = new int[prefixes.length];
        for (int k = 0; k < prefixes.length; k++) {
            int node = 0;
            String p = prefixes[k];
            for (int i = 0; i < p.length() && node >= 0; i++) {
                int next = children[node][p.charAt(i) - 'a'];
                node = next == 0 ? -1 : next; // -1: no stored word continues this way
            }
            answers[k] = node < 0 ? 0 : passing[node];
        }
        return answers;
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
