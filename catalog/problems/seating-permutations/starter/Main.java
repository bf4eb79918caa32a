import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** Every ordering of the distinct badges, in lexicographic order. */
    static List<int[]> seatingPlans(int[] badges) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] badges = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) badges[i] = Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int[] plan : seatingPlans(badges)) {
            for (int i = 0; i < plan.length; i++) {
                if (i > 0) out.append(' ');
                out.append(plan[i]);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
