import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
    /** {number of people after merging, most cards merged into one person}. */
    static int[] mergeCards(int[][] cards) {
        // Write your code here.
        return new int[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        int[][] cards = new int[n][];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            cards[i] = new int[(int) in.nval];
            for (int j = 0; j < cards[i].length; j++) {
                in.nextToken();
                cards[i][j] = (int) in.nval;
            }
        }
        int[] answer = mergeCards(cards);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
