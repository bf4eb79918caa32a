import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** A command: set (isSet, key, value, time) or get (key, time). */
    record Command(boolean isSet, String key, int value, int time) {}

    /** The answer of every get, in order. */
    static List<Integer> runStore(Command[] commands) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        StringTokenizer in = new StringTokenizer(new String(System.in.readAllBytes()));
        int q = Integer.parseInt(in.nextToken());
        Command[] commands = new Command[q];
        for (int i = 0; i < q; i++) {
            boolean isSet = in.nextToken().equals("set");
            String key = in.nextToken();
            int value = isSet ? Integer.parseInt(in.nextToken()) : 0;
            commands[i] = new Command(isSet, key, value, Integer.parseInt(in.nextToken()));
        }
        StringBuilder out = new StringBuilder();
        for (int answer : runStore(commands)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
