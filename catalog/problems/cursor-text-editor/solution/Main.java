import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** The screen after each command {"type", s}, {"erase", k}, {"left", k} or {"right", k}. */
    static List<String> runEditor(String[][] commands) {
        // left: characters left of the cursor, top = just left of it.
        // right: characters right of the cursor, reversed, top = just right of it.
        int capacity = 1;
        for (String[] command : commands) if (command[0].equals("type")) capacity += command[1].length();
        char[] left = new char[capacity];
        char[] right = new char[capacity];
        int l = 0;
        int r = 0;
        List<String> screens = new ArrayList<>();
        for (String[] command : commands) {
            String name = command[0];
            if (name.equals("type")) {
                for (char ch : command[1].toCharArray()) left[l++] = ch;
            } else {
                int k = Integer.parseInt(command[1]);
                if (name.equals("erase")) {
                    l = Math.max(0, l - k);
                } else if (name.equals("left")) {
                    for (int m = Math.min(k, l); m > 0; m--) right[r++] = left[--l];
                } else {
                    for (int m = Math.min(k, r); m > 0; m--) left[l++] = right[--r];
                }
            }
            screens.add(l == 0 ? "-" : new String(left, Math.max(0, l - 10), Math.min(l, 10)));
        }
        return screens;
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
