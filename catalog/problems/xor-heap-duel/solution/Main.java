import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns "FIRST" if the player to move wins with perfect play, else "SECOND". */
    static String duelWinner(int[] heaps) {
        // The player to move loses exactly when the XOR of all heap sizes is 0.
        int x = 0;
        for (int h : heaps) x ^= h;
        return x != 0 ? "FIRST" : "SECOND";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int g = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < g; i++) {
            int k = Integer.parseInt(in.readLine().trim());
            int[] heaps = new int[k];
            StringTokenizer st = new StringTokenizer(in.readLine());
            for (int j = 0; j < k; j++) heaps[j] = Integer.parseInt(st.nextToken());
            out.append(duelWinner(heaps)).append('\n');
        }
        System.out.print(out);
    }
}
