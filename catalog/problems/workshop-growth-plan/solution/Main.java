import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;
import java.util.Collections;
import java.util.PriorityQueue;

public class Main {
    /** The largest capital after at most k affordable projects, starting from w. */
    static long bestCapital(int[][] projects, int k, long w) {
        int[][] byCapital = projects.clone();
        Arrays.sort(byCapital, (a, b) -> Integer.compare(a[0], b[0]));
        // Profits of affordable, unused projects, largest first.
        PriorityQueue<Integer> profits = new PriorityQueue<>(Collections.reverseOrder());
        int next = 0; // first project in byCapital not yet pushed
        long capital = w;
        for (int round = 0; round < k; round++) {
            while (next < byCapital.length && byCapital[next][0] <= capital) {
                profits.add(byCapital[next][1]);
                next++;
            }
            if (profits.isEmpty()) break; // nothing affordable now, and capital cannot grow
            capital += profits.poll();
        }
        return capital;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        in.nextToken();
        long w = (long) in.nval;
        int[][] projects = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            projects[i][0] = (int) in.nval;
            in.nextToken();
            projects[i][1] = (int) in.nval;
        }
        System.out.println(bestCapital(projects, k, w));
    }
}
