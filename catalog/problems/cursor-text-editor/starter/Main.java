import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** The screen after each command {"type", s}, {"erase", k}, {"left", k} or {"right", k}. */
    static List<String> runEditor(String[][] commands) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        StringTokenizer in = new StringTokenizer(new String(System.in.readAllBytes()));
        int q = Integer.parseInt(in.nextToken());
        String[][] commands = new String[q][];
        for (int i = 0; i < q; i++) commands[i] = new String[] {in.nextToken(), in.nextToken()};
        StringBuilder out = new StringBuilder();
        for (String screen : runEditor(commands)) out.append(screen).append('\n');
        System.out.print(out);
    }
}
