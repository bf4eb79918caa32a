import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    /** The answer of every get; commands are {0, key, value} for put and {1, key} for get. */
    static List<Integer> runShelf(int c, int[][] commands) {
        // Access order: iteration starts at the book used longest ago; get and put both count as uses.
        LinkedHashMap<Integer, Integer> shelf = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, Integer> eldest) {
                return size() > c;
            }
        };
        List<Integer> answers = new ArrayList<>();
        for (int[] command : commands) {
            if (command[0] == 1) {
                Integer found = shelf.get(command[1]);
                answers.add(found == null ? -1 : found);
            } else {
                shelf.put(command[1], command[2]);
            }
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
        for (int answer : runShelf(c, commands)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
