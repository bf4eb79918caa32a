import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** Every distinct combination of portions totalling target, each non-decreasing, in lexicographic order. */
    static List<int[]> recipeCombos(int[] weights, int target) {
        int[] w = weights.clone();
        Arrays.sort(w);
        List<int[]> result = new ArrayList<>();
        int[] chosen = new int[w.length];
        // Explicit stack of frames (start, remaining, next index to try); depth = chosen count + 1.
        int[] startOf = new int[w.length + 2];
        int[] remOf = new int[w.length + 2];
        int[] nextOf = new int[w.length + 2];
        int depth = 0;
        remOf[0] = target;
        while (depth >= 0) {
            int start = startOf[depth];
            int remaining = remOf[depth];
            if (remaining == 0) {
                result.add(Arrays.copyOf(chosen, depth));
                depth--;
                continue;
            }
            int i = nextOf[depth];
            // Each distinct weight is tried once as the next portion; sorted, so stop once too heavy.
            while (i < w.length && i > start && w[i] == w[i - 1]) i++;
            if (i >= w.length || w[i] > remaining) {
                depth--;
                continue;
            }
            nextOf[depth] = i + 1;
            chosen[depth] = w[i];
            depth++;
            startOf[depth] = i + 1;
            remOf[depth] = remaining - w[i];
            nextOf[depth] = i + 1;
        }
        return result;
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
