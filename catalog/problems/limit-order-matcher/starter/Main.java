import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /**
     * The trades "buyId sellId price qty" in order, then "bid ask". Commands are {'B', price, qty},
     * {'S', price, qty} or {'C', id}; ids are 1-based line numbers.
     */
    static List<String> matchOrders(int[][] commands) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        StringTokenizer in = new StringTokenizer(new String(System.in.readAllBytes()));
        int n = Integer.parseInt(in.nextToken());
        int[][] commands = new int[n][];
        for (int i = 0; i < n; i++) {
            char kind = in.nextToken().charAt(0);
            if (kind == 'C') commands[i] = new int[] {kind, Integer.parseInt(in.nextToken())};
            else commands[i] = new int[] {kind, Integer.parseInt(in.nextToken()), Integer.parseInt(in.nextToken())};
        }
        StringBuilder out = new StringBuilder();
        for (String line : matchOrders(commands)) out.append(line).append('\n');
        System.out.print(out);
    }
}
