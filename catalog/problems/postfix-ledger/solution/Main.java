import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The value of a valid postfix expression (division truncates toward zero). */
    static long evaluatePostfix(String[] tokens) {
        long[] stack = new long[tokens.length];
        int size = 0;
        for (String t : tokens) {
            if (t.length() == 1 && "+-*/".indexOf(t.charAt(0)) >= 0) {
                long b = stack[--size]; // right operand: the most recent value
                long a = stack[--size];
                long v;
                switch (t.charAt(0)) {
                    case '+': v = a + b; break;
                    case '-': v = a - b; break;
                    case '*': v = a * b; break;
                    default: v = a / b; // Java integer division truncates toward zero
                }
                stack[size++] = v;
            } else {
                stack[size++] = Long.parseLong(t);
            }
        }
        return stack[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] tokens = new String[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) tokens[i] = st.nextToken();
        System.out.println(evaluatePostfix(tokens));
    }
}
