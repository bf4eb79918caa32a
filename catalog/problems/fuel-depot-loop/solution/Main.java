import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the smallest depot from which the loop can be completed, or -1. */
    static int loopStart(int[] fuel, int[] cost) {
        long total = 0; // net fuel over the whole loop
        long tank = 0; // fuel in the tank since the current candidate start
        int start = 0;
        for (int i = 0; i < fuel.length; i++) {
            int d = fuel[i] - cost[i];
            total += d;
            tank += d;
            if (tank < 0) {
                // No depot in start..i can work: each would reach leg i with even less fuel.
                start = i + 1;
                tank = 0;
            }
        }
        return total < 0 ? -1 : start;
    }

    static int[] readValues(BufferedReader in, int n) throws IOException {
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = Integer.parseInt(st.nextToken());
        return values;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] fuel = readValues(in, n);
        int[] cost = readValues(in, n);
        System.out.println(loopStart(fuel, cost));
    }
}
