import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    /** Fewest one-letter changes from begin to end through words of the spell book, or -1. */
    static int ladderLength(String begin, String end, String[] words) {
        if (begin.equals(end)) return 0;
        int size = begin.length();
        // bucket: pattern with one position blanked out -> words matching it
        Map<String, List<String>> buckets = new HashMap<>();
        for (String w : words) {
            for (int p = 0; p < size; p++) {
                String key = w.substring(0, p) + '_' + w.substring(p + 1);
                buckets.computeIfAbsent(key, k -> new ArrayList<>()).add(w);
            }
        }
        Map<String, Integer> dist = new HashMap<>();
        dist.put(begin, 0);
        ArrayDeque<String> queue = new ArrayDeque<>();
        queue.add(begin);
        while (!queue.isEmpty()) {
            String w = queue.poll();
            int d = dist.get(w);
            for (int p = 0; p < size; p++) {
                List<String> bucket = buckets.remove(w.substring(0, p) + '_' + w.substring(p + 1));
                if (bucket == null) continue; // missing or already scanned
                for (String x : bucket) {
                    if (dist.containsKey(x)) continue;
                    if (x.equals(end)) return d + 1;
                    dist.put(x, d + 1);
                    queue.add(x);
                }
            }
        }
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        String begin = st.nextToken();
        String end = st.nextToken();
        int n = Integer.parseInt(in.readLine().trim());
        st = new StringTokenizer(in.readLine());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = st.nextToken();
        System.out.println(ladderLength(begin, end, words));
    }
}
