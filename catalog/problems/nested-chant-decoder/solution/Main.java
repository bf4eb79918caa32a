import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayDeque;
import java.util.Deque;

public class Main {
    /** Returns the decoded chant. */
    static String decodeChant(String s) {
        Deque<StringBuilder> texts = new ArrayDeque<>(); // text before each open block
        Deque<Integer> counts = new ArrayDeque<>(); // repeat count of each open block
        StringBuilder cur = new StringBuilder();
        int num = 0;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (Character.isDigit(ch)) {
                num = num * 10 + (ch - '0');
            } else if (ch == '[') {
                texts.push(cur);
                counts.push(num);
                cur = new StringBuilder();
                num = 0;
            } else if (ch == ']') {
                StringBuilder prev = texts.pop();
                prev.append(cur.toString().repeat(counts.pop()));
                cur = prev;
            } else {
                cur.append(ch);
            }
        }
        return cur.toString();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        System.out.println(decodeChant(s));
    }
}
