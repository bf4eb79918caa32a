import java.io.DataInputStream;
import java.io.IOException;

public class Main {
    static class ListNode {
        int val;
        ListNode next;

        ListNode(int val, ListNode next) {
            this.val = val;
            this.next = next;
        }
    }

    /** The head after every full platoon of k nodes is reversed. */
    static ListNode flipPlatoons(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head);
        ListNode before = dummy; // the node just ahead of the next platoon
        while (true) {
            // Look ahead: is there a full platoon of k nodes?
            ListNode scout = before.next;
            int count = 0;
            while (scout != null && count < k) {
                scout = scout.next;
                count++;
            }
            if (count < k) break; // a short tail keeps its order
            // Reverse the k nodes; the old first node ends up pointing at `scout`, the node after them.
            ListNode first = before.next;
            ListNode prev = scout;
            ListNode cur = first;
            for (int i = 0; i < k; i++) {
                ListNode next = cur.next;
                cur.next = prev;
                prev = cur;
                cur = next;
            }
            before.next = prev;
            before = first;
        }
        return dummy.next;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader();
        int n = in.nextInt();
        int k = in.nextInt();
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = in.nextInt();
        ListNode head = null;
        for (int i = n - 1; i >= 0; i--) head = new ListNode(values[i], head);
        StringBuilder out = new StringBuilder();
        for (ListNode node = flipPlatoons(head, k); node != null; node = node.next) {
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

        int nextInt() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) c = read();
            boolean neg = c == '-';
            if (neg) c = read();
            int r = 0;
            while (c >= '0' && c <= '9') {
                r = r * 10 + (c - '0');
                c = read();
            }
            return neg ? -r : r;
        }
    }
}
