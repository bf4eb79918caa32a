import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The smallest daily capacity that prints every job, in order, within d days. */
    static long minCapacity(int[] pages, int d) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int d = Integer.parseInt(st.nextToken());
        int[] pages = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) pages[i] = Integer.parseInt(st.nextToken());
        System.out.println(minCapacity(pages, d));
    }
}
