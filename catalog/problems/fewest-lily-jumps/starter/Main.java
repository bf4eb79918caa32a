import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Fewest jumps from pad 0 to pad n - 1, or -1 if it is unreachable. */
    static int fewestJumps(int[] jump) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] jump = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) jump[i] = Integer.parseInt(st.nextToken());
        System.out.println(fewestJumps(jump));
    }
}
