import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    /** Rotates the square image 90 degrees clockwise, in place. */
    static void rotateImage(int[][] image) {
        int n = image.length;
        // transpose: (i, j) <-> (j, i)
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                int t = image[i][j];
                image[i][j] = image[j][i];
                image[j][i] = t;
            }
        }
        // mirror each row: (j, i) -> (j, n - 1 - i)
        for (int[] row : image) {
            for (int l = 0, r = n - 1; l < r; l++, r--) {
                int t = row[l];
                row[l] = row[r];
                row[r] = t;
            }
        }
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
