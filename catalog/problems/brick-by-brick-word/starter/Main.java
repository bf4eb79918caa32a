import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The longest word whose every prefix is listed (alphabetically first on ties), or "". */
    static String longestBuiltWord(String[] words) {
        // Write your code here.
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = in.readLine().trim();
        System.out.println(longestBuiltWord(words));
    }
}
