import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** bridges[i] = {u, v}; number of bridges whose loss would disconnect two connected islands. */
    static int countCriticalBridges(int n, int[][] bridges) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] bridges = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            bridges[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        System.out.println(countCriticalBridges(n, bridges));
    }
}
