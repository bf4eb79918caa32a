import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Rotates the square image 90 degrees clockwise, in place. */
    static void rotateImage(int[][] image) {
        // Write your code here.
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int[][] image = new int[n][n];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            for (int j = 0; j < n; j++) image[i][j] = Integer.parseInt(st.nextToken());
        }
        rotateImage(image);
        StringBuilder out = new StringBuilder();
        for (int[] row : image) {
            for (int j = 0; j < n; j++) {
                if (j > 0) out.append(' ');
                out.append(row[j]);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
