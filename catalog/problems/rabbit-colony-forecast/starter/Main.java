import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static final long MOD = 1_000_000_007L;

    /** Returns f(n) mod 1e9+7 for f(i) = a*f(i-1) + b*f(i-2). */
    static long forecast(long a, long b, long f0, long f1, long n) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long a = Long.parseLong(st.nextToken());
            long b = Long.parseLong(st.nextToken());
            long f0 = Long.parseLong(st.nextToken());
            long f1 = Long.parseLong(st.nextToken());
            long n = Long.parseLong(st.nextToken());
            out.append(forecast(a, b, f0, f1, n)).append('\n');
        }
        System.out.print(out);
    }
}
