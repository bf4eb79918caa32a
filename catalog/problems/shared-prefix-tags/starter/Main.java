import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The longest string every tag starts with. */
    static String sharedPrefix(String[] tags) {
        // Write your code here.
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] tags = new String[n];
        for (int i = 0; i < n; i++) tags[i] = in.readLine().trim();
        System.out.println(sharedPrefix(tags));
    }
}
