import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The reflected tour of all 2^n settings, starting from 0. */
    static int[] switchTour(int n) {
        int[] tour = new int[1 << n];
        // Setting number i of the reflected tour is i XOR (i >> 1).
        for (int i = 0; i < tour.length; i++) tour[i] = i ^ (i >> 1);
        return tour;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        int[] tour = switchTour(n);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < tour.length; i++) {
            if (i > 0) out.append(' ');
            out.append(tour[i]);
        }
        System.out.println(out);
    }
}
