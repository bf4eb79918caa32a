import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** True if the sacks can be split into two groups of equal weight. */
    static boolean canSplitFairly(int[] weights) {
        int total = 0;
        for (int w : weights) total += w;
        if (total % 2 == 1) return false;
        int half = total / 2;
        boolean[] reach = new boolean[half + 1]; // reach[x]: some group weighs exactly x
        reach[0] = true;
        for (int w : weights) {
            // downwards, so each sack is used at most once
            for (int x = half; x >= w; x--) if (reach[x - w]) reach[x] = true;
            if (reach[half]) return true;
        }
        return reach[half];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] weights = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) weights[i] = Integer.parseInt(st.nextToken());
        System.out.println(canSplitFairly(weights));
    }
}
