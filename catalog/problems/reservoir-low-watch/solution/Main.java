import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** Answer every Q (kind 'Q', l, r) with the lowest level in l..r; kind 'U' sets level a to b. */
    static int[] lowWatch(int[] levels, char[] kind, int[] a, int[] b) {
        // Iterative segment tree: leaves at size..size+n-1, node k holds min(tree[2k], tree[2k+1]).
        int n = levels.length;
        int size = 1;
        while (size < n) size *= 2;
        int[] tree = new int[2 * size];
        Arrays.fill(tree, Integer.MAX_VALUE);
        System.arraycopy(levels, 0, tree, size, n);
        for (int k = size - 1; k >= 1; k--) tree[k] = Math.min(tree[2 * k], tree[2 * k + 1]);
        int[] answers = new int[kind.length];
        int count = 0;
        for (int j = 0; j < kind.length; j++) {
            if (kind[j] == 'U') {
                int k = size + a[j];
                tree[k] = b[j];
                for (k >>= 1; k >= 1; k >>= 1) tree[k] = Math.min(tree[2 * k], tree[2 * k + 1]);
                continue;
            }
            // Climb from both ends of the half-open range [a, b + 1), taking the nodes that stick out.
            int best = Integer.MAX_VALUE;
            int lo = size + a[j];
            int hi = size + b[j] + 1;
            while (lo < hi) {
                if ((lo & 1) == 1) best = Math.min(best, tree[lo++]);
                if ((hi & 1) == 1) best = Math.min(best, tree[--hi]);
                lo >>= 1;
                hi >>= 1;
            }
            answers[count++] = best;
        }
        return Arrays.copyOf(answers, count);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        int[] levels = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) levels[i] = Integer.parseInt(st.nextToken());
        char[] kind = new char[q];
        int[] a = new int[q];
        int[] b = new int[q];
        for (int j = 0; j < q; j++) {
            st = new StringTokenizer(in.readLine());
            kind[j] = st.nextToken().charAt(0);
            a[j] = Integer.parseInt(st.nextToken());
            b[j] = Integer.parseInt(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (int answer : lowWatch(levels, kind, a, b)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
