import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** The answer of every get; commands are {0, key, value} for put and {1, key} for get. */
    static List<Integer> runShelf(int c, int[][] commands) {
        // Write your code here.
        return new ArrayList<>();
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
