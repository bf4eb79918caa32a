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

    /** Value of the middle node (the second middle when the length is even). */
    static int middleValue(ListNode head) {
        ListNode slow = head;
        ListNode fast = head;
        // fast moves twice as quickly, so it reaches the end when slow is half-way.
        while (fast != null && fast.next != null) {
            slow = slow.next;
            fast = fast.next.next;
        }
        return slow.val;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            values[i] = (int) in.nval;
        }
        ListNode head = null;
        for (int i = n - 1; i >= 0; i--) head = new ListNode(values[i], head);
        System.out.println(middleValue(head));
    }
}
