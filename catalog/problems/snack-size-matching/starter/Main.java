import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The largest number of children that can get a snack at least their appetite. */
    static int happyChildren(int[] appetite, int[] size) {
        // Write your code here.
        return 0;
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
