import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The longest string every tag starts with. */
    static String sharedPrefix(String[] tags) {
        String first = tags[0];
        for (int j = 0; j < first.length(); j++) {
            for (int k = 1; k < tags.length; k++) {
                // Tag k ends here or disagrees: the prefix stops before column j.
                if (j >= tags[k].length() || tags[k].charAt(j) != first.charAt(j)) return first.substring(0, j);
            }
        }
        return first;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] tags = new String[n];
        for (int i = 0; i < n; i++) tags[i] = in.readLine().trim();
        System.out.println(sharedPrefix(tags));
    }
}
