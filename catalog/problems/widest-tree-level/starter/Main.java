import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    static class TreeNode {
        int val;
        TreeNode left;
        TreeNode right;

        TreeNode(int val) {
            this.val = val;
        }
    }

    /** The largest width of a level, counting the missing spots between its end nodes. */
    static long widestLevel(TreeNode root) {
        // Write your code here.
        return 0;
    }

    /** Builds a tree from level-order tokens ("null" = missing child). */
    static TreeNode buildTree(List<String> tokens) {
        if (tokens.isEmpty() || tokens.get(0).equals("null")) return null;
        TreeNode root = new TreeNode(Integer.parseInt(tokens.get(0)));
        List<TreeNode> queue = new ArrayList<>();
        queue.add(root);
        int i = 1;
        for (int head = 0; head < queue.size() && i < tokens.size(); head++) {
            TreeNode node = queue.get(head);
            if (i < tokens.size() && !tokens.get(i).equals("null")) {
                node.left = new TreeNode(Integer.parseInt(tokens.get(i)));
                queue.add(node.left);
            }
            i++;
            if (i < tokens.size() && !tokens.get(i).equals("null")) {
                node.right = new TreeNode(Integer.parseInt(tokens.get(i)));
                queue.add(node.right);
            }
            i++;
        }
        return root;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        List<String> tokens = new ArrayList<>();
        String line;
        while ((line = in.readLine()) != null) {
            StringTokenizer st = new StringTokenizer(line);
            while (st.hasMoreTokens()) tokens.add(st.nextToken());
        }
        System.out.println(widestLevel(buildTree(tokens)));
    }
}
