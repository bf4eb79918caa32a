import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

public class Main {
    /** The key points {x, h} of the outline of the buildings {left, right, height}, left to right. */
    static List<int[]> rooftopOutline(int[][] buildings) {
        int n = buildings.length;
        int[][] byLeft = buildings.clone();
        Arrays.sort(byLeft, (a, b) -> Integer.compare(a[0], b[0]));
        int[] xs = new int[2 * n];
        for (int i = 0; i < n; i++) {
            xs[2 * i] = buildings[i][0];
            xs[2 * i + 1] = buildings[i][1];
        }
        Arrays.sort(xs);
        // Started buildings, tallest first; ended ones are removed lazily when they reach the top.
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(b[2], a[2]));
        List<int[]> points = new ArrayList<>();
        int next = 0;
        int prev = 0;
        for (int k = 0; k < xs.length; k++) {
            int x = xs[k];
            if (k > 0 && xs[k - 1] == x) continue; // each distinct coordinate once
            while (next < n && byLeft[next][0] <= x) heap.add(byLeft[next++]);
            while (!heap.isEmpty() && heap.peek()[1] <= x) heap.poll(); // the tallest has ended
            int h = heap.isEmpty() ? 0 : heap.peek()[2];
            if (h != prev) {
                points.add(new int[] {x, h});
                prev = h;
            }
        }
        return points;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[][] buildings = new int[n][3];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                buildings[i][j] = (int) in.nval;
            }
        }
        StringBuilder out = new StringBuilder();
        for (int[] p : rooftopOutline(buildings)) out.append(p[0]).append(' ').append(p[1]).append('\n');
        System.out.print(out);
    }
}
