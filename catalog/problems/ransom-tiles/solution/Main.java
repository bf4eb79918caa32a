import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** True if every letter of the note can get its own tile from the bag. */
    static boolean canSpell(String note, String bag) {
        int[] count = new int[26];
        for (int i = 0; i < bag.length(); i++) count[bag.charAt(i) - 'a']++;
        for (int i = 0; i < note.length(); i++) {
            int c = note.charAt(i) - 'a';
            if (count[c] == 0) return false; // this letter has run out
            count[c]--;
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String note = in.readLine();
        String bag = in.readLine();
        note = note == null ? "" : note.trim();
        bag = bag == null ? "" : bag.trim();
        System.out.println(canSpell(note, bag));
    }
}
