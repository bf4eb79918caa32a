import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    /** Returns the smallest start of a lexicographically smallest rotation of s. */
    static int smallestRotation(String s) {
        int n = s.length();
        // Candidates i and j; the rotations from them agree on their first k letters.
        int i = 0;
        int j = 1;
        int k = 0;
        while (i < n && j < n && k < n) {
            char a = s.charAt((i + k) % n);
            char b = s.charAt((j + k) % n);
            if (a == b) {
                k++;
                continue;
            }
            // The larger side loses, and so does every start inside its matched part.
            if (a > b) i += k + 1;
            else j += k + 1;
            if (i == j) j++;
            k = 0;
        }
        return Math.min(i, j);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        System.out.println(smallestRotation(in.readLine().trim()));
    }
}
