import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    /** A command: set (isSet, key, value, time) or get (key, time). */
    record Command(boolean isSet, String key, int value, int time) {}

    /** The answer of every get, in order. */
    static List<Integer> runStore(Command[] commands) {
        // key -> versions in write order as pairs {time, value}, so times are sorted.
        Map<String, List<int[]>> history = new HashMap<>();
        List<Integer> answers = new ArrayList<>();
        for (Command command : commands) {
            if (command.isSet()) {
                history.computeIfAbsent(command.key(), k -> new ArrayList<>())
                        .add(new int[] {command.time(), command.value()});
                continue;
            }
            List<int[]> versions = history.get(command.key());
            if (versions == null) {
                answers.add(-1);
                continue;
            }
            // First index whose time is > t: the versions before it are the ones visible at time t.
            int lo = 0;
            int hi = versions.size();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (versions.get(mid)[0] <= command.time()) lo = mid + 1;
                else hi = mid;
            }
            answers.add(lo == 0 ? -1 : versions.get(lo - 1)[1]);
        }
        return answers;
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
