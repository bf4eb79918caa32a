import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Fewest jumps from pad 0 to pad n - 1, or -1 if it is unreachable. */
    static int fewestJumps(int[] jump) {
        int n = jump.length;
        int jumps = 0;
        int end = 0; // last pad reachable with `jumps` jumps
        int far = 0; // farthest pad reachable with one more jump
        for (int i = 0; i < n - 1; i++) {
            far = Math.max(far, i + jump[i]);
            if (i == end) {
                if (far == end) return -1; // the frontier cannot move
                jumps++;
                end = far;
                if (end >= n - 1) return jumps;
            }
        }
        return jumps; // only reached when n = 1
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
