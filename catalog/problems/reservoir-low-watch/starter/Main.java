import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Answer every Q (kind 'Q', l, r) with the lowest level in l..r; kind 'U' sets level a to b. */
    static int[] lowWatch(int[] levels, char[] kind, int[] a, int[] b) {
        // Write your code here.
        return new int[0];
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
