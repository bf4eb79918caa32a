import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashSet;
import java.util.Set;
import java.util.StringTokenizer;

public class Main {
    /** Whether repeatedly summing the squares of the digits of x reaches 1. */
    static boolean isCheerful(long x) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append('\n');
            out.append(isCheerful(Long.parseLong(st.nextToken())));
        }
        System.out.println(out);
    }
}
