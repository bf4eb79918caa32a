import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** {leftmost best postbox position, smallest total walking distance}. */
    static long[] placePostbox(long[] houses) {
        // Write your code here.
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringBuilder text = new StringBuilder();
        for (String line = in.readLine(); line != null; line = in.readLine()) text.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(text.toString());
        int n = Integer.parseInt(st.nextToken());
        long[] houses = new long[n];
        for (int i = 0; i < n; i++) houses[i] = Long.parseLong(st.nextToken());
        long[] answer = placePostbox(houses);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
