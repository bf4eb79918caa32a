import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** The answer of every "sum" command, in order. Commands are {isAdd ? 1 : 0, l, r, x}. */
    static List<Long> runAdjustments(int n, int[][] commands) {
        // Two Fenwick trees over the difference array d: one of d[j], one of d[j] * j (1-based inside).
        long[] f1 = new long[n + 1];
        long[] f2 = new long[n + 1];
        List<Long> answers = new ArrayList<>();
        for (int[] c : commands) {
            if (c[0] == 1) {
                update(f1, f2, n, c[1], c[3]);
                if (c[2] + 1 < n) update(f1, f2, n, c[2] + 1, -c[3]);
            } else {
                answers.add(total(f1, f2, c[2]) - (c[1] > 0 ? total(f1, f2, c[1] - 1) : 0));
            }
        }
        return answers;
    }

    static void update(long[] f1, long[] f2, int n, int j, long v) {
        long w = v * j;
        for (int i = j + 1; i <= n; i += i & -i) {
            f1[i] += v;
            f2[i] += w;
        }
    }

    /** Total adjustment of items 0..p. */
    static long total(long[] f1, long[] f2, int p) {
        long s1 = 0;
        long s2 = 0;
        for (int i = p + 1; i > 0; i -= i & -i) {
            s1 += f1[i];
            s2 += f2[i];
        }
        return (p + 1) * s1 - s2;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        int[][] commands = new int[q][];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            boolean isAdd = st.nextToken().equals("add");
            int l = Integer.parseInt(st.nextToken());
            int r = Integer.parseInt(st.nextToken());
            int x = isAdd ? Integer.parseInt(st.nextToken()) : 0;
            commands[i] = new int[] {isAdd ? 1 : 0, l, r, x};
        }
        StringBuilder out = new StringBuilder();
        for (long v : runAdjustments(n, commands)) out.append(v).append('\n');
        System.out.print(out);
    }
}
