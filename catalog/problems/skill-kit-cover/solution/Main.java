import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** Returns the fewest kits (bit masks of skills) covering all m skills, or -1. */
    static int fewestKits(int m, int[] kits) {
        int full = (1 << m) - 1;
        // best[mask] = fewest kits whose union is exactly mask (-1: not reached).
        int[] best = new int[full + 1];
        Arrays.fill(best, -1);
        best[0] = 0;
        // mask | kit >= mask, so increasing order settles every mask before it is extended.
        for (int mask = 0; mask <= full; mask++) {
            if (best[mask] < 0) continue;
            int next = best[mask] + 1;
            for (int kit : kits) {
                int to = mask | kit;
                if (best[to] < 0 || next < best[to]) best[to] = next;
            }
        }
        return best[full];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[] kits = new int[n];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            int c = Integer.parseInt(st.nextToken());
            for (int k = 0; k < c; k++) kits[i] |= 1 << Integer.parseInt(st.nextToken());
        }
        System.out.println(fewestKits(m, kits));
    }
}
