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
        // Write your code here.
        return head;
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
