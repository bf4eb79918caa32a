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

    /** True when both trees have the same shape and the same values. */
    static boolean areTwins(TreeNode a, TreeNode b) {
        // Pairs of nodes that must match (ArrayDeque refuses nulls, so use a list as the queue).
        List<TreeNode[]> queue = new ArrayList<>();
        queue.add(new TreeNode[] {a, b});
        for (int head = 0; head < queue.size(); head++) {
            TreeNode x = queue.get(head)[0];
            TreeNode y = queue.get(head)[1];
            if (x == null && y == null) continue;
            if (x == null || y == null || x.val != y.val) return false;
            queue.add(new TreeNode[] {x.left, y.left});
            queue.add(new TreeNode[] {x.right, y.right});
        }
        return true;
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

    static List<String> tokensOf(String line) {
        List<String> tokens = new ArrayList<>();
        if (line == null) return tokens;
        StringTokenizer st = new StringTokenizer(line);
        while (st.hasMoreTokens()) tokens.add(st.nextToken());
        return tokens;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        TreeNode a = buildTree(tokensOf(in.readLine()));
        TreeNode b = buildTree(tokensOf(in.readLine()));
        System.out.println(areTwins(a, b) ? "true" : "false");
    }
}
