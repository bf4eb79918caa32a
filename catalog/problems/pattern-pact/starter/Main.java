import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    /** Whether the words follow the pattern one-to-one. */
    static boolean followsPattern(String pattern, String[] words) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String pattern = in.readLine().trim();
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = st.nextToken();
        System.out.println(followsPattern(pattern, words));
    }
}
