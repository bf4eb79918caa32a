import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The fewest moves that make all stacks equally tall. */
    static long fewestMoves(long[] heights) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());
        int n = Integer.parseInt(st.nextToken());
        long[] heights = new long[n];
        for (int i = 0; i < n; i++) heights[i] = Long.parseLong(st.nextToken());
        System.out.println(fewestMoves(heights));
    }
}
