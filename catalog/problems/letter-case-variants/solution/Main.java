import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Main {
    /** Returns every upper/lower-case variant of code, sorted by character codes. */
    static List<String> caseVariants(String code) {
        // Grow all variants of the prefix; a letter doubles the list.
        List<String> variants = new ArrayList<>();
        variants.add("");
        for (char ch : code.toCharArray()) {
            List<String> next = new ArrayList<>();
            for (String v : variants) {
                if (Character.isLetter(ch)) {
                    next.add(v + Character.toUpperCase(ch));
                    next.add(v + Character.toLowerCase(ch));
                } else {
                    next.add(v + ch);
                }
            }
            variants = next;
        }
        // String.compareTo compares character codes: ASCII order here.
        Collections.sort(variants);
        return variants;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String code = in.readLine().trim();
        System.out.println(String.join("\n", caseVariants(code)));
    }
}
