import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /** Returns the k trending tags with their counts, best first. */
    static List<Map.Entry<String, Integer>> trendingTags(String[] tags, int k) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        String[] tags = new String[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) tags[i] = st.nextToken();
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Integer> e : trendingTags(tags, k)) {
            out.append(e.getKey()).append(' ').append(e.getValue()).append('\n');
        }
        System.out.print(out);
    }
}
