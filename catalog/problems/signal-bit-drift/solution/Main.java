import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** The number of bit positions in which sent and received differ. */
    static int bitDrift(int sent, int received) {
        int x = sent ^ received; // 1 exactly where the bits differ
        int count = 0;
        while (x != 0) {
            x &= x - 1; // clear the lowest set bit
            count++;
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int sent = Integer.parseInt(st.nextToken());
            int received = Integer.parseInt(st.nextToken());
            out.append(bitDrift(sent, received)).append('\n');
        }
        System.out.print(out);
    }
}
