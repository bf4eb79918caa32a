import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** True if every letter of the note can get its own tile from the bag. */
    static boolean canSpell(String note, String bag) {
        // Write your code here.
        return false;
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
