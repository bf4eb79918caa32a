import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** The k-th smallest |p[i] - p[j]| over all pairs i < j. */
    static int kthPairGap(int[] positions, long k) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        int[] positions = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) positions[i] = Integer.parseInt(st.nextToken());
        System.out.println(kthPairGap(positions, k));
    }
}
