import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    /** Returns the number of distinct value trios {x, y, z} with x + y + z = 0. */
    static long countZeroTrios(int[] charges) {
        int[] a = charges.clone();
        Arrays.sort(a);
        int n = a.length;
        long trios = 0;
        for (int i = 0; i < n - 2; i++) {
            if (a[i] > 0) break; // the smallest member of a zero trio is never positive
            if (i > 0 && a[i] == a[i - 1]) continue; // each value of x once
            int lo = i + 1;
            int hi = n - 1;
            while (lo < hi) {
                int sum = a[i] + a[lo] + a[hi];
                if (sum < 0) lo++;
                else if (sum > 0) hi--;
                else {
                    trios++;
                    int y = a[lo];
                    int z = a[hi];
                    while (lo < hi && a[lo] == y) lo++; // skip copies so each pair counts once
                    while (lo < hi && a[hi] == z) hi--;
                }
            }
        }
        return trios;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] charges = new int[n];
        StringTokenizer st = new StringTokenizer(n > 0 ? in.readLine() : "");
        for (int i = 0; i < n; i++) charges[i] = Integer.parseInt(st.nextToken());
        System.out.println(countZeroTrios(charges));
    }
}
