import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the label of the last camper left when every k-th camper leaves. */
    static int lastCamper(int n, long k) {
        // winner = 0-based position of the survivor in a circle of m campers counted from position 0.
        long winner = 0; // m = 1
        for (int m = 2; m <= n; m++) {
            // After the first removal, m - 1 campers remain, counted from k places further on.
            winner = (winner + k) % m;
        }
        return (int) winner + 1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        System.out.println(lastCamper(n, k));
    }
}
