import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Fewest insertions, deletions and replacements turning typed into target. */
    static int editCost(String typed, String target) {
        int m = target.length();
        // prev[j] = cost of turning the previous prefix of typed into target[0..j)
        int[] prev = new int[m + 1];
        for (int j = 0; j <= m; j++) prev[j] = j;
        for (int i = 1; i <= typed.length(); i++) {
            int[] cur = new int[m + 1];
            cur[0] = i;
            for (int j = 1; j <= m; j++) {
                if (typed.charAt(i - 1) == target.charAt(j - 1)) cur[j] = prev[j - 1];
                else cur[j] = 1 + Math.min(prev[j - 1], Math.min(prev[j], cur[j - 1])); // replace, delete, insert
            }
            prev = cur;
        }
        return prev[m];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String typed = in.readLine();
        String target = in.readLine();
        typed = typed == null ? "" : typed.trim();
        target = target == null ? "" : target.trim();
        System.out.println(editCost(typed, target));
    }
}
