import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the maximum XOR of two different codes (each below 2^30). */
    static int maxRivalry(int[] codes) {
        final int bits = 30;
        // Binary trie in flat arrays: child[2 * node + bit] (0 = no child; node 0 is the root).
        int[] child = new int[2 * (bits * codes.length + 1)];
        int nodes = 1;
        int best = 0;
        for (int j = 0; j < codes.length; j++) {
            int x = codes[j];
            if (j > 0) {
                // Greedy from the top bit: take the opposite bit whenever the trie has it.
                int node = 0;
                int xor = 0;
                for (int k = bits - 1; k >= 0; k--) {
                    int want = ((x >> k) & 1) ^ 1;
                    if (child[2 * node + want] != 0) {
                        xor |= 1 << k;
                        node = child[2 * node + want];
                    } else {
                        node = child[2 * node + (want ^ 1)];
                    }
                }
                best = Math.max(best, xor); // partners among codes[0..j-1]
            }
            int node = 0; // insert x
            for (int k = bits - 1; k >= 0; k--) {
                int slot = 2 * node + ((x >> k) & 1);
                if (child[slot] == 0) child[slot] = nodes++;
                node = child[slot];
            }
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] codes = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) codes[i] = Integer.parseInt(st.nextToken());
        System.out.println(maxRivalry(codes));
    }
}
