import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The number of grid points strictly inside the polygon with the given corners (in order). */
    static long interiorTrees(long[] xs, long[] ys) {
        int n = xs.length;
        long twiceArea = 0; // shoelace sum
        long boundary = 0; // grid points on the fence
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            twiceArea += xs[i] * ys[j] - xs[j] * ys[i];
            boundary += gcd(Math.abs(xs[j] - xs[i]), Math.abs(ys[j] - ys[i]));
        }
        // Pick's theorem: A = I + B/2 - 1, so I = (2A - B + 2) / 2.
        return (Math.abs(twiceArea) - boundary + 2) / 2;
    }

    static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        long[] xs = new long[n];
        long[] ys = new long[n];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            xs[i] = Long.parseLong(st.nextToken());
            ys[i] = Long.parseLong(st.nextToken());
        }
        System.out.println(interiorTrees(xs, ys));
    }
}
