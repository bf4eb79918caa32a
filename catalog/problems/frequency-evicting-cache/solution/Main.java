import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    /** The answer of every get; commands are {0, key, value} for put and {1, key} for get. */
    static List<Integer> runCache(int c, int[][] commands) {
        Map<Integer, int[]> entries = new HashMap<>(); // key -> {value, uses}
        // uses -> keys with that many uses, oldest last use first.
        Map<Integer, LinkedHashSet<Integer>> byUses = new HashMap<>();
        int minUses = 0;
        List<Integer> answers = new ArrayList<>();
        for (int[] command : commands) {
            int key = command[1];
            int[] entry = entries.get(key);
            if (command[0] == 1 && entry == null) {
                answers.add(-1);
                continue;
            }
            if (entry != null) {
                // A use: move the key one group up.
                LinkedHashSet<Integer> group = byUses.get(entry[1]);
                group.remove(key);
                if (group.isEmpty()) {
                    byUses.remove(entry[1]);
                    if (minUses == entry[1]) minUses++;
                }
                entry[1]++;
                byUses.computeIfAbsent(entry[1], u -> new LinkedHashSet<>()).add(key);
                if (command[0] == 1) answers.add(entry[0]);
                else entry[0] = command[2];
                continue;
            }
            if (entries.size() == c) {
                // Fewest uses, and among those the one used longest ago.
                LinkedHashSet<Integer> group = byUses.get(minUses);
                Iterator<Integer> oldest = group.iterator();
                int victim = oldest.next();
                oldest.remove();
                if (group.isEmpty()) byUses.remove(minUses);
                entries.remove(victim);
            }
            entries.put(key, new int[] {command[2], 1});
            byUses.computeIfAbsent(1, u -> new LinkedHashSet<>()).add(key);
            minUses = 1;
        }
        return answers;
    }

    public static void main(String[] args) throws IOException {
        StringTokenizer in = new StringTokenizer(new String(System.in.readAllBytes()));
        int c = Integer.parseInt(in.nextToken());
        int q = Integer.parseInt(in.nextToken());
        int[][] commands = new int[q][];
        for (int i = 0; i < q; i++) {
            if (in.nextToken().equals("put")) {
                commands[i] = new int[] {0, Integer.parseInt(in.nextToken()), Integer.parseInt(in.nextToken())};
            } else {
                commands[i] = new int[] {1, Integer.parseInt(in.nextToken())};
            }
        }
        StringBuilder out = new StringBuilder();
        for (int answer : runCache(c, commands)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
