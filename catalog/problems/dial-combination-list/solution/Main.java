import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** Returns every k-subset of 1..n, increasing, in lexicographic order. */
    static List<int[]> allCodes(int n, int k) {
        List<int[]> codes = new ArrayList<>();
        extend(n, k, 1, new int[k], 0, codes);
        return codes;
    }

    /** Extends chosen[0..size) with a number >= from; recursion depth is at most k <= 20. */
    static void extend(int n, int k, int from, int[] chosen, int size, List<int[]> codes) {
        if (size == k) {
            codes.add(chosen.clone());
            return;
        }
        int need = k - size;
        for (int x = from; x <= n - need + 1; x++) {
            chosen[size] = x; // overwritten by the next choice: that is the undo
            extend(n, k, x + 1, chosen, size + 1, codes);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int[] code : allCodes(n, k)) {
            for (int i = 0; i < code.length; i++) out.append(i == 0 ? "" : " ").append(code[i]);
            out.append('\n');
        }
        System.out.print(out);
    }
}
