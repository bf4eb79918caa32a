import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Returns all weights of both sorted manifests, sorted. */
    static int[] mergeManifests(int[] a, int[] b) {
        // Write your code here.
        return new int[0];
    }

    static int[] readArray(BufferedReader in) throws IOException {
        int n = Integer.parseInt(in.readLine().trim());
        String line = in.readLine();
        StringTokenizer st = new StringTokenizer(line == null ? "" : line);
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = Integer.parseInt(st.nextToken());
        return values;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int[] a = readArray(in);
        int[] b = readArray(in);
        int[] merged = mergeManifests(a, b);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < merged.length; i++) {
            if (i > 0) out.append(' ');
            out.append(merged[i]);
        }
        System.out.println(out);
    }
}
