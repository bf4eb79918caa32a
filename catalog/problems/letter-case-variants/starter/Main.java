import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Main {
    /** Returns every upper/lower-case variant of code, sorted by character codes. */
    static List<String> caseVariants(String code) {
        // Write your code here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String code = in.readLine().trim();
        System.out.println(String.join("\n", caseVariants(code)));
    }
}
