import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** crates[i] = {weight, value}; returns the largest total value that fits into cap. */
    static int bestLoad(int cap, int[][] crates) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int cap = Integer.parseInt(st.nextToken());
        int[][] crates = new int[n][];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            crates[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        System.out.println(bestLoad(cap, crates));
    }
}
