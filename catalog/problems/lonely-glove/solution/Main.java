import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The code that appears once; all others appear twice. */
    static int lonelyGlove(int[] codes) {
        // Pairs cancel out: x ^ x = 0 and x ^ 0 = x.
        int acc = 0;
        for (int c : codes) acc ^= c;
        return acc;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] codes = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) codes[i] = Integer.parseInt(st.nextToken());
        System.out.println(lonelyGlove(codes));
    }
}
