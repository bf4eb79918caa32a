import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Seconds until fan k has all their tickets. */
    static long timeToBuy(int[] tickets, int k) {
        // Fans up to k get tickets[k] turns before k finishes; fans behind k get one turn fewer.
        long seconds = 0;
        for (int i = 0; i < tickets.length; i++) {
            int turns = i <= k ? tickets[k] : tickets[k] - 1;
            seconds += Math.min(tickets[i], turns);
        }
        return seconds;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        int[] tickets = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) tickets[i] = Integer.parseInt(st.nextToken());
        System.out.println(timeToBuy(tickets, k));
    }
}
