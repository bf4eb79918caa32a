import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The largest area of a rectangle resting on the ground under the skyline. */
    static long largestBillboard(int[] h) {
        int n = h.length;
        int[] stack = new int[n]; // indices with increasing heights
        int size = 0;
        long best = 0;
        for (int i = 0; i <= n; i++) {
            int cur = i == n ? -1 : h[i]; // a sentinel of height -1 empties the stack at the end
            while (size > 0 && h[stack[size - 1]] >= cur) {
                int j = stack[--size];
                // j's billboard spans between the nearest lower buildings: stack top (left) and i (right)
                int left = size > 0 ? stack[size - 1] : -1;
                best = Math.max(best, (long) h[j] * (i - left - 1));
            }
            if (i < n) stack[size++] = i;
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] h = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) h[i] = Integer.parseInt(st.nextToken());
        System.out.println(largestBillboard(h));
    }
}
