import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** The answer of every "sum" command, in order. Commands are {isAdd ? 1 : 0, l, r, x}. */
    static List<Long> runAdjustments(int n, int[][] commands) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        int[][] commands = new int[q][];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            boolean isAdd = st.nextToken().equals("add");
            int l = Integer.parseInt(st.nextToken());
            int r = Integer.parseInt(st.nextToken());
            int x = isAdd ? Integer.parseInt(st.nextToken()) : 0;
            commands[i] = new int[] {isAdd ? 1 : 0, l, r, x};
        }
        StringBuilder out = new StringBuilder();
        for (long v : runAdjustments(n, commands)) out.append(v).append('\n');
        System.out.print(out);
    }
}
