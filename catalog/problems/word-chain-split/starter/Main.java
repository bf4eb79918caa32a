import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.StringTokenizer;

public class Main {
    /** True if s can be cut entirely into code-book words. */
    static boolean canSplit(String s, List<String> words) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        int m = Integer.parseInt(in.readLine().trim());
        String[] words = new String[m];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < m; i++) words[i] = st.nextToken();
        System.out.println(canSplit(s, Arrays.asList(words)));
    }
}
