import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the units of water trapped between the columns. */
    static long trappedWater(int[] h) {
        int lo = 0;
        int hi = h.length - 1;
        int leftMax = 0;
        int rightMax = 0;
        long water = 0;
        while (lo <= hi) {
            leftMax = Math.max(leftMax, h[lo]);
            rightMax = Math.max(rightMax, h[hi]);
            // The side with the lower wall is limited by that wall alone: settle its column.
            if (leftMax <= rightMax) {
                water += leftMax - h[lo];
                lo++;
            } else {
                water += rightMax - h[hi];
                hi--;
            }
        }
        return water;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] h = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) h[i] = Integer.parseInt(st.nextToken());
        System.out.println(trappedWater(h));
    }
}
