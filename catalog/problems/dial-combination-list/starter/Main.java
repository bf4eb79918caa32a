import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** Returns every k-subset of 1..n, increasing, in lexicographic order. */
    static List<int[]> allCodes(int n, int k) {
        List<int[]> codes = new ArrayList<>();
        // Write your code here.
        return codes;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int[] code : allCodes(n, k)) {
            for (int i = 0; i < code.length; i++) out.append(i == 0 ? "" : " ").append(code[i]);
            out.append('\n');
        }
        System.out.print(out);
    }
}
