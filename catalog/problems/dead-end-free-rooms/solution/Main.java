import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    /** In increasing order, the rooms from which every walk ends in an exit. */
    static int[] safeRooms(int n, int[][] corridors) {
        // Reverse Kahn: exits (no way out) are safe; a room becomes safe once every corridor leaving
        // it leads to a safe room. open[v] = corridors of v not yet known to lead somewhere safe.
        List<List<Integer>> back = new ArrayList<>();
        for (int v = 0; v < n; v++) back.add(new ArrayList<>());
        int[] open = new int[n];
        for (int[] c : corridors) {
            back.get(c[1]).add(c[0]);
            open[c[0]]++;
        }
        int[] queue = new int[n];
        int size = 0;
        for (int v = 0; v < n; v++) if (open[v] == 0) queue[size++] = v;
        for (int i = 0; i < size; i++) {
            for (int u : back.get(queue[i])) if (--open[u] == 0) queue[size++] = u;
        }
        int[] safe = Arrays.copyOf(queue, size);
        Arrays.sort(safe);
        return safe;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] corridors = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            corridors[i][0] = (int) in.nval;
            in.nextToken();
            corridors[i][1] = (int) in.nval;
        }
        int[] safe = safeRooms(n, corridors);
        StringBuilder out = new StringBuilder();
        out.append(safe.length).append('\n');
        for (int i = 0; i < safe.length; i++) {
            if (i > 0) out.append(' ');
            out.append(safe[i]);
        }
        System.out.println(out);
    }
}
