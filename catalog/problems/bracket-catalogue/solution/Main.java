import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** Every balanced pattern with n pairs and depth at most d, in sorted order. */
    static List<String> bracketCatalogue(int n, int d) {
        List<String> out = new ArrayList<>();
        extend(new StringBuilder(), 0, 0, n, d, out);
        return out;
    }

    /** Adds every completion of the partial pattern sb (open brackets used, depth currently open). */
    static void extend(StringBuilder sb, int open, int depth, int n, int d, List<String> out) {
        if (sb.length() == 2 * n) {
            out.add(sb.toString());
            return;
        }
        // '(' first: it sorts before ')', so patterns come out in order.
        if (open < n && depth < d) {
            sb.append('(');
            extend(sb, open + 1, depth + 1, n, d, out);
            sb.setLength(sb.length() - 1);
        }
        if (depth > 0) {
            sb.append(')');
            extend(sb, open, depth - 1, n, d, out);
            sb.setLength(sb.length() - 1);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int d = Integer.parseInt(st.nextToken());
        System.out.println(String.join("\n", bracketCatalogue(n, d)));
    }
}
