import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayDeque;

public class Main {
    /** The longest word whose every prefix is listed (alphabetically first on ties), or "". */
    static String longestBuiltWord(String[] words) {
        int maxNodes = 1;
        for (String w : words) maxNodes += w.length();
        int[][] children = new int[maxNodes][26]; // 0 = no child (the root is never a child)
        boolean[] ends = new boolean[maxNodes];
        int used = 1;
        for (String w : words) {
            int node = 0;
            for (int i = 0; i < w.length(); i++) {
                int c = w.charAt(i) - 'a';
                if (children[node][c] == 0) children[node][c] = used++;
                node = children[node][c];
            }
            ends[node] = true;
        }
        // Depth-first walk through marked nodes only, children in alphabetical order: words are met
        // in alphabetical order, so the first longest one met is the answer.
        String best = "";
        ArrayDeque<Integer> nodes = new ArrayDeque<>();
        ArrayDeque<String> spelled = new ArrayDeque<>();
        nodes.push(0);
        spelled.push("");
        while (!nodes.isEmpty()) {
            int node = nodes.pop();
            String word = spelled.pop();
            if (word.length() > best.length()) best = word;
            for (int c = 25; c >= 0; c--) {
                int child = children[node][c];
                if (child != 0 && ends[child]) {
                    nodes.push(child);
                    spelled.push(word + (char) ('a' + c));
                }
            }
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = in.readLine().trim();
        System.out.println(longestBuiltWord(words));
    }
}
