import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** The fewest sprinklers that water the whole bed [0, reach.length - 1], or -1. */
    static int fewestSprinklers(int[] reach) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int m = (int) in.nval;
        int[] reach = new int[m];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            reach[i] = (int) in.nval;
        }
        System.out.println(fewestSprinklers(reach));
    }
}
