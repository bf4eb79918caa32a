import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    static class ListNode {
        int val;
        ListNode next;

        ListNode(int val, ListNode next) {
            this.val = val;
            this.next = next;
        }
    }

    /** The same wagons, those lighter than x first, each group in its old order. */
    static ListNode splitYard(ListNode head, int x) {
        // Two chains behind dummy heads: wagons lighter than x, and the rest. Appending at the tails
        // keeps the original order; then the light chain is joined to the heavy one.
        ListNode light = new ListNode(0, null);
        ListNode heavy = new ListNode(0, null);
        ListNode lightTail = light;
        ListNode heavyTail = heavy;
        for (ListNode node = head; node != null; node = node.next) {
            if (node.val < x) {
                lightTail.next = node;
                lightTail = node;
            } else {
                heavyTail.next = node;
                heavyTail = node;
            }
        }
        heavyTail.next = null; // the last heavy wagon may still point at a light one
        lightTail.next = heavy.next;
        return light.next;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int x = (int) in.nval;
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            values[i] = (int) in.nval;
        }
        ListNode head = null;
        for (int i = n - 1; i >= 0; i--) head = new ListNode(values[i], head);
        StringBuilder out = new StringBuilder();
        for (ListNode node = splitYard(head, x); node != null; node = node.next) {
            if (out.length() > 0) out.append(' ');
            out.append(node.val);
        }
        System.out.println(out);
    }
}
