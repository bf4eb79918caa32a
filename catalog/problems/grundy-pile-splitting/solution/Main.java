import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The number of winning first moves (pile, split); 0 if the first player loses. */
    static long winningSplits(int[] piles) {
        // g[n]: Grundy value of one pile of n; a split into x < n - x leads to g[x] xor g[n - x].
        int top = 0;
        for (int a : piles) top = Math.max(top, a);
        int[] g = new int[top + 1];
        int[] seenAt = new int[2 * top + 2]; // seenAt[v] == n when value v is reachable from n
        for (int n = 3; n <= top; n++) {
            for (int x = 1; 2 * x < n; x++) seenAt[g[x] ^ g[n - x]] = n;
            int v = 0;
            while (seenAt[v] == n) v++;
            g[n] = v;
        }
        int total = 0;
        for (int a : piles) total ^= g[a];
        if (total == 0) return 0;
        // Piles of equal size have the same winning splits: count each size once.
        int[] copies = new int[top + 1];
        for (int a : piles) copies[a]++;
        long count = 0;
        for (int a = 1; a <= top; a++) {
            if (copies[a] == 0) continue;
            int want = total ^ g[a]; // the split must be worth this to bring the total to 0
            int ways = 0;
            for (int x = 1; 2 * x < a; x++) if ((g[x] ^ g[a - x]) == want) ways++;
            count += (long) copies[a] * ways;
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int m = (int) in.nval;
        int[] piles = new int[m];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            piles[i] = (int) in.nval;
        }
        System.out.println(winningSplits(piles));
    }
}
