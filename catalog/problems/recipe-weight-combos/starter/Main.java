import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** Every distinct combination of portions totalling target, each non-decreasing, in lexicographic order. */
    static List<int[]> recipeCombos(int[] weights, int target) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int target = Integer.parseInt(st.nextToken());
        int[] weights = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) weights[i] = Integer.parseInt(st.nextToken());
        List<int[]> combos = recipeCombos(weights, target);
        StringBuilder out = new StringBuilder();
        out.append(combos.size()).append('\n');
        for (int[] c : combos) {
            for (int j = 0; j < c.length; j++) {
                if (j > 0) out.append(' ');
                out.append(c[j]);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
