import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Collections;
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

    /** The values of each level, alternating left-to-right and right-to-left. */
    static List<List<Integer>> zigzagLevels(TreeNode root) {
        List<List<Integer>> result = new ArrayList<>();
        List<TreeNode> level = new ArrayList<>();
        if (root != null) level.add(root);
        while (!level.isEmpty()) {
            List<Integer> values = new ArrayList<>();
            for (TreeNode node : level) values.add(node.val);
            if (result.size() % 2 == 1) Collections.reverse(values); // odd levels: right to left
            result.add(values);
            List<TreeNode> next = new ArrayList<>();
            for (TreeNode node : level) {
                if (node.left != null) next.add(node.left);
                if (node.right != null) next.add(node.right);
            }
            level = next;
        }
        return result;
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
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        List<String> tokens = new ArrayList<>();
        String line;
        while ((line = in.readLine()) != null) {
            StringTokenizer st = new StringTokenizer(line);
            while (st.hasMoreTokens()) tokens.add(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (List<Integer> level : zigzagLevels(buildTree(tokens))) {
            for (int k = 0; k < level.size(); k++) {
                if (k > 0) out.append(' ');
                out.append(level.get(k));
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
