import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;

public class Main {
    /** For each find, whether a stored word fits its pattern. commands are pairs {op, text}. */
    static List<Boolean> answerLookups(List<String[]> commands) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        List<String[]> commands = new ArrayList<>(q);
        for (int i = 0; i < q; i++) commands.add(in.readLine().trim().split(" "));
        StringBuilder out = new StringBuilder();
        for (boolean ok : answerLookups(commands)) out.append(ok ? "true" : "false").append('\n');
        System.out.print(out);
    }
}
