import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    /** Fewest one-letter changes from begin to end through words of the spell book, or -1. */
    static int ladderLength(String begin, String end, String[] words) {
        // Write your code here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        String begin = st.nextToken();
        String end = st.nextToken();
        int n = Integer.parseInt(in.readLine().trim());
        st = new StringTokenizer(in.readLine());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = st.nextToken();
        System.out.println(ladderLength(begin, end, words));
    }
}
