import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static int longestBalanced(String s) {
        int[] stack = new int[s.length() + 1]; // bottom: last unmatched ')'; above: open '('
        int top = 0;
        stack[0] = -1;
        int best = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '(') {
                stack[++top] = i;
            } else if (top == 0) {
                stack[0] = i; // unmatched ')': new sentinel
            } else {
                top--;
                best = Math.max(best, i - stack[top]);
            }
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine();
        System.out.println(longestBalanced(line == null ? "" : line.trim()));
    }
}
