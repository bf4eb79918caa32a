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

    /** Whether the numbers read the same from both ends. */
    static boolean isPalindromicTrain(ListNode head) {
        // Find the middle with a slow and a fast pointer, reverse the second half in place, then
        // compare the first half with the reversed second half.
        ListNode slow = head;
        ListNode fast = head;
        while (fast != null && fast.next != null) {
            slow = slow.next;
            fast = fast.next.next;
        }
        ListNode back = null; // the reversed second half (from slow on; for odd n it holds the middle too)
        while (slow != null) {
            ListNode next = slow.next;
            slow.next = back;
            back = slow;
            slow = next;
        }
        for (ListNode front = head; back != null; front = front.next, back = back.next) {
            if (front.val != back.val) return false;
        }
        return true;
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
        System.out.println(isPalindromicTrain(head));
    }
}
