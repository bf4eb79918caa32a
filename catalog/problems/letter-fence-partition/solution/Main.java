import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;

public class Main {
    /** The plot lengths, left to right, for the split of s with the most plots. */
    static List<Integer> plotSizes(String s) {
        int[] last = new int[26];
        for (int i = 0; i < s.length(); i++) last[s.charAt(i) - 'a'] = i;
        List<Integer> sizes = new ArrayList<>();
        int start = 0;
        int end = 0; // the plot must reach at least this bed
        for (int i = 0; i < s.length(); i++) {
            end = Math.max(end, last[s.charAt(i) - 'a']);
            if (i == end) {
                // No letter of s[start..i] appears later: put a fence here.
                sizes.add(i - start + 1);
                start = i + 1;
            }
        }
        return sizes;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        StringBuilder out = new StringBuilder();
        for (int size : plotSizes(s)) {
            if (out.length() > 0) out.append(' ');
            out.append(size);
        }
        System.out.println(out);
    }
}
