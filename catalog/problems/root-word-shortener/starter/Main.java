import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Each word replaced by its shortest root that is a prefix of it (kept if none). */
    static String[] shortenWords(String[] roots, String[] words) {
        // Write your code here.
        return new String[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer first = new StringTokenizer(in.readLine());
        int d = Integer.parseInt(first.nextToken());
        int m = Integer.parseInt(first.nextToken());
        String[] roots = new String[d];
        for (int i = 0; i < d; i++) roots[i] = in.readLine().trim();
        String[] words = new String[m];
        for (int i = 0; i < m; i++) words[i] = in.readLine().trim();
        System.out.println(String.join(" ", shortenWords(roots, words)));
    }
}
