import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** A stack of integers with O(1) push, pop, top and min. */
    static class TrayStack {
        TrayStack() {
            // Write your code here.
        }

        void push(int x) {
            // Write your code here.
        }

        void pop() {
            // Write your code here.
        }

        int top() {
            // Write your code here.
            return 0;
        }

        int min() {
            // Write your code here.
            return 0;
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        TrayStack stack = new TrayStack();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            String op = st.nextToken();
            switch (op) {
                case "push" -> stack.push(Integer.parseInt(st.nextToken()));
                case "pop" -> stack.pop();
                case "top" -> out.append(stack.top()).append('\n');
                default -> out.append(stack.min()).append('\n');
            }
        }
        System.out.print(out);
    }
}
