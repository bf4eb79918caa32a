import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Each word replaced by its shortest root that is a prefix of it (kept if none). */
    static String[] shortenWords(String[] roots, String[] words) {
        int maxNodes = 1;
        for (String r : roots) maxNodes += r.length();
        int[][] children = new int[maxNodes][26]; // 0 = no child (the root node is never a child)
        boolean[] isEnd = new boolean[maxNodes];
        int used = 1;
        for (String r : roots) {
            int node = 0;
            for (int i = 0; i < r.length(); i++) {
                int c = r.charAt(i) - 'a';
                if (children[node][c] == 0) children[node][c] = used++;
                node = children[node][c];
            }
            isEnd[node] = true;
        }
        String[] result = new String[words.length];
        for (int k = 0; k < words.length; k++) {
            String w = words[k];
            result[k] = w;
            int node = 0;
            for (int i = 0; i < w.length(); i++) {
                node = children[node][w.charAt(i) - 'a'];
                if (node == 0) break; // no root continues this way
                if (isEnd[node]) {
                    result[k] = w.substring(0, i + 1); // the first root met is the shortest
                    break;
                }
            }
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer first = new StringTokenizer(in.readLine());
        int d = Integer.parseInt(first.nextToken());
        int m = Integer.parseInt(first.nextToken());
        String[] roots = new String[d];
        for (int i = 0; i < d; i++) roots[i] = in.readLine().trim();
        String[] words = new String[m];
        for (int i = 0; i < m; i++) words[i] = in.readLine().trim();
        System.out.println(String.join(" ", shortenWords(roots, words)));
    }
}
