import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The largest total score for popping all balloons. */
    static long bestPopScore(int[] balloons) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] balloons = new int[n];
        for (int i = 0; i < n; i++) balloons[i] = Integer.parseInt(st.nextToken());
        System.out.println(bestPopScore(balloons));
    }
}
