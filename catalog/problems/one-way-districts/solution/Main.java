import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** streets[i] = {u, v}; returns {number of districts, size of the largest district}. */
    static int[] districts(int n, int[][] streets) {
        int m = streets.length;
        // Compressed adjacency lists: out-streets of v are outTo[outStart[v] .. outStart[v + 1]).
        int[] outStart = new int[n + 1];
        int[] backStart = new int[n + 1];
        for (int[] e : streets) {
            outStart[e[0] + 1]++;
            backStart[e[1] + 1]++;
        }
        for (int v = 0; v < n; v++) {
            outStart[v + 1] += outStart[v];
            backStart[v + 1] += backStart[v];
        }
        int[] outTo = new int[m];
        int[] backTo = new int[m];
        int[] outFill = outStart.clone();
        int[] backFill = backStart.clone();
        for (int[] e : streets) {
            outTo[outFill[e[0]]++] = e[1];
            backTo[backFill[e[1]]++] = e[0];
        }
        // Pass 1: iterative DFS recording the finishing order.
        boolean[] visited = new boolean[n];
        int[] next = outStart.clone(); // position of the next out-street to try
        int[] order = new int[n];
        int finished = 0;
        int[] stack = new int[n];
        for (int s = 0; s < n; s++) {
            if (visited[s]) continue;
            int top = 0;
            visited[s] = true;
            stack[top++] = s;
            while (top > 0) {
                int v = stack[top - 1];
                if (next[v] < outStart[v + 1]) {
                    int w = outTo[next[v]++];
                    if (!visited[w]) {
                        visited[w] = true;
                        stack[top++] = w;
                    }
                } else {
                    top--;
                    order[finished++] = v; // v finishes
                }
            }
        }
        // Pass 2: in reverse finishing order, each search of the reversed graph is one district.
        boolean[] assigned = new boolean[n];
        int count = 0;
        int largest = 0;
        for (int k = n - 1; k >= 0; k--) {
            int s = order[k];
            if (assigned[s]) continue;
            int top = 0;
            int size = 0;
            assigned[s] = true;
            stack[top++] = s;
            while (top > 0) {
                int v = stack[--top];
                size++;
                for (int e = backStart[v]; e < backStart[v + 1]; e++) {
                    int w = backTo[e];
                    if (!assigned[w]) {
                        assigned[w] = true;
                        stack[top++] = w;
                    }
                }
            }
            count++;
            largest = Math.max(largest, size);
        }
        return new int[] {count, largest};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] streets = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            streets[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        int[] answer = districts(n, streets);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
