import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /** The smallest consistent order of the letters that appear, or "IMPOSSIBLE". */
    static String alienAlphabet(String[] words) {
        boolean[] present = new boolean[26];
        for (String w : words) for (char ch : w.toCharArray()) present[ch - 'a'] = true;
        boolean[][] edge = new boolean[26][26];
        int[] indegree = new int[26];
        for (int i = 0; i + 1 < words.length; i++) {
            String a = words[i];
            String b = words[i + 1];
            int p = 0;
            while (p < a.length() && p < b.length() && a.charAt(p) == b.charAt(p)) p++;
            if (p < a.length() && p < b.length()) {
                int x = a.charAt(p) - 'a';
                int y = b.charAt(p) - 'a';
                if (!edge[x][y]) {
                    edge[x][y] = true;
                    indegree[y]++;
                }
            } else if (a.length() > b.length()) {
                return "IMPOSSIBLE"; // a longer word before its own prefix
            }
        }
        // Kahn's algorithm, always taking the smallest available letter.
        PriorityQueue<Integer> heap = new PriorityQueue<>();
        int letters = 0;
        for (int c = 0; c < 26; c++) {
            if (!present[c]) continue;
            letters++;
            if (indegree[c] == 0) heap.add(c);
        }
        StringBuilder order = new StringBuilder();
        while (!heap.isEmpty()) {
            int x = heap.poll();
            order.append((char) ('a' + x));
            for (int y = 0; y < 26; y++) {
                if (edge[x][y] && --indegree[y] == 0) heap.add(y);
            }
        }
        return order.length() == letters ? order.toString() : "IMPOSSIBLE"; // leftovers lie on a cycle
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = st.nextToken();
        System.out.println(alienAlphabet(words));
    }
}
