import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The fewest time slots that bake every batch, with k other slots between equal flavours. */
    static long minSlots(String s, int k) {
        int[] count = new int[26];
        for (int i = 0; i < s.length(); i++) count[s.charAt(i) - 'A']++;
        int f = 0; // the most batches of one flavour
        for (int c : count) f = Math.max(f, c);
        int t = 0; // flavours with that many
        for (int c : count) if (c == f) t++;
        // f - 1 full frames of k + 1 slots, then one slot per most frequent flavour.
        return Math.max(s.length(), (long) (f - 1) * (k + 1) + t);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int k = Integer.parseInt(in.readLine().trim());
        String s = in.readLine().trim();
        System.out.println(minSlots(s, k));
    }
}
