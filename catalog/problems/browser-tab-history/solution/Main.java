import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** The page shown after each command {"visit", page}, {"back", k} or {"forward", k}. */
    static List<String> browse(String[][] commands) {
        // pages[0..last] is the history, pages[cur] the page shown.
        List<String> pages = new ArrayList<>();
        pages.add("home");
        int cur = 0;
        int last = 0;
        List<String> shown = new ArrayList<>();
        for (String[] command : commands) {
            if (command[0].equals("visit")) {
                cur++;
                if (cur == pages.size()) pages.add(command[1]);
                else pages.set(cur, command[1]);
                last = cur;
            } else if (command[0].equals("back")) {
                cur = (int) Math.max(0, cur - Long.parseLong(command[1]));
            } else {
                cur = (int) Math.min(last, cur + Long.parseLong(command[1]));
            }
            shown.add(pages.get(cur));
        }
        return shown;
    }

    public static void main(String[] args) throws IOException {
        StringTokenizer in = new StringTokenizer(new String(System.in.readAllBytes()));
        int q = Integer.parseInt(in.nextToken());
        String[][] commands = new String[q][];
        for (int i = 0; i < q; i++) commands[i] = new String[] {in.nextToken(), in.nextToken()};
        StringBuilder out = new StringBuilder();
        for (String page : browse(commands)) out.append(page).append('\n');
        System.out.print(out);
    }
}
