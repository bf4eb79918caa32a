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
        // Write your code here.
        return false;
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
