import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns the index of the first passenger who cannot get exact change, or -1. */
    static int firstStuckPassenger(int[] notes) {
        int fives = 0;
        int tens = 0; // 20s are never useful as change
        for (int i = 0; i < notes.length; i++) {
            if (notes[i] == 5) {
                fives++;
            } else if (notes[i] == 10) {
                if (fives == 0) return i;
                fives--;
                tens++;
            } else if (tens > 0 && fives > 0) {
                // 15 back: spend the 10 first, fives are needed for every kind of change
                tens--;
                fives--;
            } else if (fives >= 3) {
                fives -= 3;
            } else {
                return i;
            }
        }
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] notes = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) notes[i] = Integer.parseInt(st.nextToken());
        System.out.println(firstStuckPassenger(notes));
    }
}
