import java.io.DataInputStream;
import java.io.IOException;
import java.util.PriorityQueue;

public class Main {
    static class ListNode {
        int val;
        ListNode next;

        ListNode(int val, ListNode next) {
            this.val = val;
            this.next = next;
        }
    }

    /** Merges k sorted lists into one sorted list; returns its head. */
    static ListNode mergeManifests(ListNode[] lists) {
        PriorityQueue<ListNode> heap = new PriorityQueue<>((a, b) -> Integer.compare(a.val, b.val));
        for (ListNode head : lists) if (head != null) heap.add(head); // current heads
        ListNode dummy = new ListNode(0, null);
        ListNode tail = dummy;
        while (!heap.isEmpty()) {
            ListNode node = heap.poll(); // the smallest head overall
            tail.next = node;
            tail = node;
            if (node.next != null) heap.add(node.next);
        }
        tail.next = null;
        return dummy.next;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader();
        int k = in.nextInt();
        ListNode[] lists = new ListNode[k];
        for (int i = 0; i < k; i++) {
            int len = in.nextInt();
            int[] values = new int[len];
            for (int j = 0; j < len; j++) values[j] = in.nextInt();
            ListNode head = null;
            for (int j = len - 1; j >= 0; j--) head = new ListNode(values[j], head);
            lists[i] = head;
        }
        StringBuilder out = new StringBuilder();
        for (ListNode node = mergeManifests(lists); node != null; node = node.next) {
            if (out.length() > 0) out.append(' ');
            out.append(node.val);
        }
        System.out.println(out);
    }

    /** Reads whitespace-separated integers quickly. */
    static class FastReader {
        private final DataInputStream in = new DataInputStream(System.in);
        private final byte[] buf = new byte[1 << 16];
        private int len = 0;
        private int pos = 0;

        private int read() throws IOException {
            if (pos == len) {
                len = in.read(buf, 0, buf.length);
                pos = 0;
                if (len <= 0) return -1;
            }
            return buf[pos++];
        }

        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) c = read();
            boolean neg = c == '-';
            if (neg) c = read();
            long r = 0;
            while (c >= '0' && c <= '9') {
                r = r * 10 + (c - '0');
                c = read();
            }
            return neg ? -r : r;
        }

        int nextInt() throws IOException {
            return (int) nextLong();
        }
    }
}
