import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** For each L, returns how many positions start a copy of s[0..L-1]. */
    static int[] countOpenings(String s, int[] queries) {
        int n = s.length();
        // z[i] = longest common prefix of s and s[i..]; [l, r) is the rightmost match window.
        int[] z = new int[n];
        z[0] = n;
        int l = 0;
        int r = 0;
        for (int i = 1; i < n; i++) {
            int k = i < r ? Math.min(r - i, z[i - l]) : 0;
            while (i + k < n && s.charAt(k) == s.charAt(i + k)) k++;
            z[i] = k;
            if (i + k > r) {
                l = i;
                r = i + k;
            }
        }
        // atLeast[L] = number of positions with z >= L.
        int[] atLeast = new int[n + 2];
        for (int i = 0; i < n; i++) atLeast[z[i]]++;
        for (int v = n - 1; v >= 1; v--) atLeast[v] += atLeast[v + 1];
        int[] answers = new int[queries.length];
        for (int i = 0; i < queries.length; i++) answers[i] = atLeast[queries[i]];
        return answers;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        int q = Integer.parseInt(in.readLine().trim());
        int[] queries = new int[q];
        for (int i = 0; i < q; i++) queries[i] = Integer.parseInt(in.readLine().trim());
        int[] answers = countOpenings(s, queries);
        StringBuilder out = new StringBuilder();
        for (int a : answers) out.append(a).append('\n');
        System.out.print(out);
    }
}
