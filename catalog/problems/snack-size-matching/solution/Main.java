import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    /** The largest number of children that can get a snack at least their appetite. */
    static int happyChildren(int[] appetite, int[] size) {
        int[] kids = appetite.clone();
        int[] snacks = size.clone();
        Arrays.sort(kids);
        Arrays.sort(snacks);
        int c = 0; // the least hungry child still waiting
        for (int s : snacks) {
            if (c == kids.length) break;
            if (s >= kids[c]) c++; // otherwise this snack is too small for everyone left
        }
        return c;
    }

    static int[] readArray(StreamTokenizer in) throws IOException {
        in.nextToken();
        int[] values = new int[(int) in.nval];
        for (int i = 0; i < values.length; i++) {
            in.nextToken();
            values[i] = (int) in.nval;
        }
        return values;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        int[] appetite = readArray(in);
        int[] size = readArray(in);
        System.out.println(happyChildren(appetite, size));
    }
}
