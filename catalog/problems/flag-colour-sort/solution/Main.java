import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** Rearranges the flags in place so that all 0s come first, then 1s, then 2s. */
    static int[] sortFlags(int[] flags) {
        int low = 0;
        int mid = 0;
        int high = flags.length - 1;
        while (mid <= high) {
            if (flags[mid] == 0) {
                swap(flags, low++, mid++);
            } else if (flags[mid] == 1) {
                mid++;
            } else {
                swap(flags, mid, high--); // the flag swapped in is unexamined, so mid stays
            }
        }
        return flags;
    }

    static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[] flags = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            flags[i] = (int) in.nval;
        }
        int[] result = sortFlags(flags);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < result.length; i++) {
            if (i > 0) out.append(' ');
            out.append(result[i]);
        }
        System.out.println(out);
    }
}
