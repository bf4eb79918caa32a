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
        Map<String, Integer> count = new HashMap<>();
        for (String t : tags) count.merge(t, 1, Integer::sum);
        // Top of the heap = the weakest kept tag: fewest posts, then alphabetically last.
        PriorityQueue<Map.Entry<String, Integer>> heap = new PriorityQueue<>((a, b) -> {
            int c = Integer.compare(a.getValue(), b.getValue());
            return c != 0 ? c : b.getKey().compareTo(a.getKey());
        });
        for (Map.Entry<String, Integer> e : count.entrySet()) {
            heap.add(e);
            if (heap.size() > k) heap.poll(); // the weakest of k + 1 cannot trend
        }
        List<Map.Entry<String, Integer>> panel = new ArrayList<>();
        while (!heap.isEmpty()) panel.add(heap.poll());
        Collections.reverse(panel);
        return panel;
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
