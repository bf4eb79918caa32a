import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;

public class Main {
    /** The plot lengths, left to right, for the split of s with the most plots. */
    static List<Integer> plotSizes(String s) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        StringBuilder out = new StringBuilder();
        for (int size : plotSizes(s)) {
            if (out.length() > 0) out.append(' ');
            out.append(size);
        }
        System.out.println(out);
    }
}
