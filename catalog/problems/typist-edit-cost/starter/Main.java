import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Fewest insertions, deletions and replacements turning typed into target. */
    static int editCost(String typed, String target) {
        // Write your code here.
        return 0;
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
