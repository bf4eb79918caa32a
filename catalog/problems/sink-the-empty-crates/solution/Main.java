import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Moves every 0 to the end of the array in place, keeping the order of the other values. */
    static void sinkEmptyCrates(int[] crates) {
        int write = 0; // next slot for a loaded crate
        for (int x : crates) {
            if (x != 0) crates[write++] = x;
        }
        for (int i = write; i < crates.length; i++) crates[i] = 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] crates = new int[n];
        StringTokenizer st = new StringTokenizer(n > 0 ? in.readLine() : "");
        for (int i = 0; i < n; i++) crates[i] = Integer.parseInt(st.nextToken());
        sinkEmptyCrates(crates);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(crates[i]);
        }
        System.out.println(out);
    }
}
