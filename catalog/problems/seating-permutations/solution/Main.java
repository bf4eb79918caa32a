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
        int[] sorted = badges.clone();
        Arrays.sort(sorted);
        List<int[]> plans = new ArrayList<>();
        fill(sorted, new boolean[sorted.length], new int[sorted.length], 0, plans);
        return plans;
    }

    /** Fills seat `seat` onward; free guests are tried in increasing order, so plans come out sorted. */
    static void fill(int[] sorted, boolean[] used, int[] plan, int seat, List<int[]> plans) {
        if (seat == sorted.length) {
            plans.add(plan.clone());
            return;
        }
        for (int i = 0; i < sorted.length; i++) {
            if (used[i]) continue;
            used[i] = true;
            plan[seat] = sorted[i];
            fill(sorted, used, plan, seat + 1, plans);
            used[i] = false;
        }
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
