import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** For each lantern, the first strictly brighter brightness clockwise (wrapping), or -1. */
    static int[] nextBrighter(int[] glow) {
        int n = glow.length;
        int[] answer = new int[n];
        Arrays.fill(answer, -1);
        int[] stack = new int[n]; // lanterns still waiting, brightness non-increasing from bottom to top
        int top = 0;
        // Two laps: the second lets lanterns near the end find brighter ones at the start.
        for (int step = 0; step < 2 * n; step++) {
            int i = step % n;
            while (top > 0 && glow[stack[top - 1]] < glow[i]) answer[stack[--top]] = glow[i];
            if (step < n) stack[top++] = i;
        }
        return answer;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] glow = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            glow[i] = (int) in.nval;
        }
        int[] answer = nextBrighter(glow);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < answer.length; i++) {
            if (i > 0) out.append(' ');
            out.append(answer[i]);
        }
        System.out.println(out);
    }
}
