import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    /**
     * The trades "buyId sellId price qty" in order, then "bid ask". Commands are {'B', price, qty},
     * {'S', price, qty} or {'C', id}; ids are 1-based line numbers.
     */
    static List<String> matchOrders(int[][] commands) {
        int n = commands.length;
        int[] price = new int[n + 1];
        int[] left = new int[n + 1]; // remaining quantity of each order (0 when filled or cancelled)
        // Order ids; asks: lowest price first, bids: highest price first; then the earliest id.
        PriorityQueue<Integer> asks = new PriorityQueue<>((a, b) -> price[a] != price[b] ? Integer.compare(price[a], price[b]) : Integer.compare(a, b));
        PriorityQueue<Integer> bids = new PriorityQueue<>((a, b) -> price[a] != price[b] ? Integer.compare(price[b], price[a]) : Integer.compare(a, b));
        List<String> out = new ArrayList<>();
        for (int id = 1; id <= n; id++) {
            int[] command = commands[id - 1];
            if (command[0] == 'C') {
                left[command[1]] = 0;
                continue;
            }
            boolean buy = command[0] == 'B';
            int p = command[1];
            price[id] = p;
            left[id] = command[2];
            PriorityQueue<Integer> book = buy ? asks : bids;
            // Match against the best resting orders on the other side while prices cross.
            clean(book, left);
            while (left[id] > 0 && !book.isEmpty()) {
                int other = book.peek();
                if (buy ? price[other] > p : price[other] < p) break;
                int fill = Math.min(left[id], left[other]);
                left[id] -= fill;
                left[other] -= fill;
                int buyer = buy ? id : other;
                int seller = buy ? other : id;
                out.add(buyer + " " + seller + " " + price[other] + " " + fill);
                clean(book, left);
            }
            if (left[id] > 0) (buy ? bids : asks).add(id);
        }
        clean(bids, left);
        clean(asks, left);
        int bid = bids.isEmpty() ? -1 : price[bids.peek()];
        int ask = asks.isEmpty() ? -1 : price[asks.peek()];
        out.add(bid + " " + ask);
        return out;
    }

    /** Drops filled or cancelled orders from the top of a heap. */
    static void clean(PriorityQueue<Integer> heap, int[] left) {
        while (!heap.isEmpty() && left[heap.peek()] == 0) heap.poll();
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
