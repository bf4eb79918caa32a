import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the number of primes in [lo, hi] (hi - lo <= 10^6). */
    static int countPrimesInWindow(long lo, long hi) {
        // Write your code here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long lo = Long.parseLong(st.nextToken());
        long hi = Long.parseLong(st.nextToken());
        System.out.println(countPrimesInWindow(lo, hi));
    }
}
