import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;

public class Main {
    /** For each find, whether a stored word fits its pattern. commands are pairs {op, text}. */
    static List<Boolean> answerLookups(List<String[]> commands) {
        // Trie in flat arrays: child[node * 26 + letter] is the child's index (0 = none; node 0 is the root).
        int capacity = 1;
        for (String[] command : commands) if (command[0].equals("add")) capacity += command[1].length();
        int[] child = new int[capacity * 26];
        boolean[] isEnd = new boolean[capacity];
        int nodes = 1;
        List<Boolean> answers = new ArrayList<>();
        int[] stackNode = new int[26 * 26 * 11 + 1];
        int[] stackPos = new int[stackNode.length];
        for (String[] command : commands) {
            String text = command[1];
            if (command[0].equals("add")) {
                int node = 0;
                for (int i = 0; i < text.length(); i++) {
                    int slot = node * 26 + text.charAt(i) - 'a';
                    if (child[slot] == 0) child[slot] = nodes++;
                    node = child[slot];
                }
                isEnd[node] = true;
                continue;
            }
            // find: depth-first search with an explicit stack of (node, position) pairs.
            boolean found = false;
            int top = 0;
            stackNode[top] = 0;
            stackPos[top++] = 0;
            while (top > 0 && !found) {
                top--;
                int node = stackNode[top];
                int pos = stackPos[top];
                if (pos == text.length()) {
                    if (isEnd[node]) found = true;
                    continue;
                }
                char ch = text.charAt(pos);
                // A letter allows one child, a dot every child.
                int from = ch == '.' ? 0 : ch - 'a';
                int to = ch == '.' ? 25 : ch - 'a';
                for (int c = from; c <= to; c++) {
                    int next = child[node * 26 + c];
                    if (next != 0) {
                        stackNode[top] = next;
                        stackPos[top++] = pos + 1;
                    }
                }
            }
            answers.add(found);
        }
        return answers;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        List<String[]> commands = new ArrayList<>(q);
        for (int i = 0; i < q; i++) commands.add(in.readLine().trim().split(" "));
        StringBuilder out = new StringBuilder();
        for (boolean ok : answerLookups(commands)) out.append(ok ? "true" : "false").append('\n');
        System.out.print(out);
    }
}
