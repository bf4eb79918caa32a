import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** A stack of integers with O(1) push, pop, top and min. */
    static class TrayStack {
        private final List<Integer> values;
        private final List<Integer> mins; // mins[i] = smallest of values[0..i]

        TrayStack() {
            values = new ArrayList<>();
            mins = new ArrayList<>();
        }

        void push(int x) {
            int below = mins.isEmpty() ? x : mins.get(mins.size() - 1);
            values.add(x);
            mins.add(Math.min(x, below));
        }

        void pop() {
            values.remove(values.size() - 1);
            mins.remove(mins.size() - 1);
        }

        int top() {
            return values.get(values.size() - 1);
        }

        int min() {
            return mins.get(mins.size() - 1);
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
