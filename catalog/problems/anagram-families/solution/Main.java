import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    /** Returns {number of families, size of the largest family}. */
    static int[] anagramFamilies(String[] words) {
        // Members of a family share the same letters in sorted order.
        Map<String, Integer> count = new HashMap<>();
        int largest = 0;
        for (String w : words) {
            char[] letters = w.toCharArray();
            Arrays.sort(letters);
            int c = count.merge(new String(letters), 1, Integer::sum);
            largest = Math.max(largest, c);
        }
        return new int[] {count.size(), largest};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] words = new String[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) words[i] = st.nextToken();
        int[] res = anagramFamilies(words);
        System.out.println(res[0] + " " + res[1]);
    }
}
