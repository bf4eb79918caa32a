import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** The reflected tour of all 2^n settings, starting from 0. */
    static int[] switchTour(int n) {
        // Write your code here.
        return new int[0];
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
