import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The fewest moves that make all stacks equally tall. */
    static long fewestMoves(long[] heights) {
        // A move lowers the skipped stack relative to the others: bring every stack down to the lowest.
        long low = heights[0];
        long total = 0;
        for (long h : heights) {
            total += h;
            low = Math.min(low, h);
        }
        return total - heights.length * low;
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
