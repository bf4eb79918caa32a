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

    /** Adds two numbers stored as digit lists (least significant digit first). */
    static ListNode addDigitChains(ListNode a, ListNode b) {
        ListNode dummy = new ListNode(0, null);
        ListNode tail = dummy;
        int carry = 0;
        // Column addition: keep going while either number has digits left or a carry remains.
        while (a != null || b != null || carry > 0) {
            int sum = carry;
            if (a != null) {
                sum += a.val;
                a = a.next;
            }
            if (b != null) {
                sum += b.val;
                b = b.next;
            }
            tail.next = new ListNode(sum % 10, null);
            tail = tail.next;
            carry = sum / 10;
        }
        return dummy.next;
    }

    static ListNode readList(FastReader in) throws IOException {
        int n = in.nextInt();
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = in.nextInt();
        ListNode head = null;
        for (int i = n - 1; i >= 0; i--) head = new ListNode(values[i], head);
        return head;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader();
        ListNode a = readList(in);
        ListNode b = readList(in);
        StringBuilder out = new StringBuilder();
        for (ListNode node = addDigitChains(a, b); node != null; node = node.next) {
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
