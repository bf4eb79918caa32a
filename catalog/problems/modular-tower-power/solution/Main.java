import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns a^b mod m. */
    static long towerPower(long a, long b, long m) {
        long result = 1 % m; // 1 mod m, so that m = 1 gives 0
        long base = a % m;
        while (b > 0) {
            if ((b & 1) == 1) result = result * base % m; // this bit of the exponent is set
            base = base * base % m; // a^(2^i) -> a^(2^(i+1)); residues < 10^9, products < 10^18
            b >>= 1;
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long a = Long.parseLong(st.nextToken());
            long b = Long.parseLong(st.nextToken());
            long m = Long.parseLong(st.nextToken());
            out.append(towerPower(a, b, m)).append('\n');
        }
        System.out.print(out);
    }
}
