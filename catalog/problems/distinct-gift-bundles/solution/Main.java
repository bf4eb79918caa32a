import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** All distinct bundles, each sorted ascending, in lexicographic order. */
    static List<List<Integer>> giftBundles(int[] gifts) {
        int[] a = gifts.clone();
        Arrays.sort(a);
        List<List<Integer>> bundles = new ArrayList<>();
        extend(a, 0, new ArrayList<>(), bundles); // depth at most n <= 12
        return bundles;
    }

    /** Pre-order backtracking over sorted values yields the bundles in lexicographic order. */
    static void extend(int[] a, int start, List<Integer> current, List<List<Integer>> bundles) {
        bundles.add(new ArrayList<>(current));
        for (int i = start; i < a.length; i++) {
            if (i > start && a[i] == a[i - 1]) continue; // same value at the same position: duplicate
            current.add(a[i]);
            extend(a, i + 1, current, bundles);
            current.remove(current.size() - 1);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] gifts = new int[n];
        StringTokenizer st = new StringTokenizer(n > 0 ? in.readLine() : "");
        for (int i = 0; i < n; i++) gifts[i] = Integer.parseInt(st.nextToken());
        List<List<Integer>> bundles = giftBundles(gifts);
        StringBuilder out = new StringBuilder();
        out.append(bundles.size()).append('\n');
        for (List<Integer> b : bundles) {
            for (int i = 0; i < b.size(); i++) {
                if (i > 0) out.append(' ');
                out.append(b.get(i));
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
