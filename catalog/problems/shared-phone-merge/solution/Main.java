import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.HashMap;
import java.util.Map;

public class Main {
    static int[] parent;
    static int[] size;

    static int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]]; // path halving keeps the trees shallow
            x = parent[x];
        }
        return x;
    }

    /** {number of people after merging, most cards merged into one person}. */
    static int[] mergeCards(int[][] cards) {
        int n = cards.length;
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        int groups = n;
        Map<Integer, Integer> owner = new HashMap<>(); // phone number -> the first card that carried it
        for (int i = 0; i < n; i++) {
            for (int phone : cards[i]) {
                Integer first = owner.putIfAbsent(phone, i);
                if (first == null) continue;
                int a = find(first);
                int b = find(i);
                if (a == b) continue;
                if (size[a] < size[b]) { // union by size
                    int t = a;
                    a = b;
                    b = t;
                }
                parent[b] = a;
                size[a] += size[b];
                groups--;
            }
        }
        int largest = 0;
        for (int i = 0; i < n; i++) if (parent[i] == i) largest = Math.max(largest, size[i]);
        return new int[] {groups, largest};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[][] cards = new int[n][];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            cards[i] = new int[(int) in.nval];
            for (int j = 0; j < cards[i].length; j++) {
                in.nextToken();
                cards[i][j] = (int) in.nval;
            }
        }
        int[] answer = mergeCards(cards);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
