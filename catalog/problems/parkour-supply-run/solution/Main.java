import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.PriorityQueue;

public class Main {
    /** Index of the furthest roof reachable with the given bricks and ladders. */
    static int furthestRoof(int[] heights, long bricks, int ladders) {
        PriorityQueue<Integer> withLadder = new PriorityQueue<>(); // climbs that currently hold a ladder
        for (int i = 0; i + 1 < heights.length; i++) {
            int d = heights[i + 1] - heights[i];
            if (d <= 0) continue; // dropping down or stepping across is free
            withLadder.add(d);
            // Too many ladders in use: the smallest such climb is paid with bricks instead.
            if (withLadder.size() > ladders) {
                bricks -= withLadder.poll();
                if (bricks < 0) return i;
            }
        }
        return heights.length - 1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long bricks = (long) in.nval;
        in.nextToken();
        int ladders = (int) in.nval;
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            heights[i] = (int) in.nval;
        }
        System.out.println(furthestRoof(heights, bricks, ladders));
    }
}
