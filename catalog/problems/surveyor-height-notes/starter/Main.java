import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /**
     * One answer per line: "ok"/"conflict" for a note (kind 'N': point b is d higher than point a),
     * the difference or "unknown" for a question (kind 'Q': how much higher is b than a?).
     */
    static List<String> readNotebook(int n, char[] kind, int[] a, int[] b, long[] d) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        char[] kind = new char[q];
        int[] a = new int[q];
        int[] b = new int[q];
        long[] d = new long[q];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            kind[i] = st.nextToken().charAt(0);
            a[i] = Integer.parseInt(st.nextToken());
            b[i] = Integer.parseInt(st.nextToken());
            if (kind[i] == 'N') d[i] = Long.parseLong(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (String answer : readNotebook(n, kind, a, b, d)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
