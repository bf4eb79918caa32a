import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the candidate with more than half of the ballots, or -1. */
    static int landslideWinner(int[] ballots) {
        // Pass 1: cancel ballots for different candidates in pairs (Boyer-Moore).
        int suspect = -1;
        int count = 0;
        for (int b : ballots) {
            if (count == 0) suspect = b;
            count += b == suspect ? 1 : -1;
        }
        // Pass 2: the survivor is only a suspect; confirm it has a strict majority.
        int votes = 0;
        for (int b : ballots) if (b == suspect) votes++;
        return 2L * votes > ballots.length ? suspect : -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] ballots = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) ballots[i] = Integer.parseInt(st.nextToken());
        System.out.println(landslideWinner(ballots));
    }
}
