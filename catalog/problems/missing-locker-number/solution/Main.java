import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static int missingKey(int[] keys) {
        int x = keys.length;
        for (int i = 0; i < keys.length; i++) x ^= i ^ keys[i];
        return x;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        int[] keys = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) keys[i] = Integer.parseInt(st.nextToken());
        System.out.println(missingKey(keys));
    }
}
