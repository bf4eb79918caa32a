import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** events[k] = {i, j}; returns the number of islands after each event. */
    static int[] islandsAfterEach(int r, int c, int[][] events) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        int[][] events = new int[q][];
        for (int k = 0; k < q; k++) {
            st = new StringTokenizer(in.readLine());
            events[k] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        StringBuilder out = new StringBuilder();
        for (int count : islandsAfterEach(r, c, events)) {
            if (out.length() > 0) out.append(' ');
            out.append(count);
        }
        System.out.println(out);
    }
}
