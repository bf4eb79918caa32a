import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** roads[i] = {u, v}; returns the number of provinces after each road. */
    static int[] provincesAfterEachRoad(int n, int[][] roads) {
        // Write your code here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] roads = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            roads[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        StringBuilder out = new StringBuilder();
        for (int count : provincesAfterEachRoad(n, roads)) {
            if (out.length() > 0) out.append(' ');
            out.append(count);
        }
        System.out.println(out);
    }
}
