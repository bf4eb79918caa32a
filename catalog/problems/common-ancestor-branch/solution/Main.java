import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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

    /** Returns the value of the lowest common ancestor of the nodes with values p and q. */
    static int commonAncestor(TreeNode root, int p, int q) {
        // Record every node's parent with a breadth-first walk (no recursion).
        Map<TreeNode, TreeNode> parent = new HashMap<>();
        parent.put(root, null);
        TreeNode nodeP = null;
        TreeNode nodeQ = null;
        List<TreeNode> queue = new ArrayList<>();
        queue.add(root);
        for (int head = 0; head < queue.size(); head++) {
            TreeNode node = queue.get(head);
            if (node.val == p) nodeP = node;
            if (node.val == q) nodeQ = node;
            for (TreeNode child : new TreeNode[] {node.left, node.right}) {
                if (child != null) {
                    parent.put(child, node);
                    queue.add(child);
                }
            }
        }
        // Mark all ancestors of p (p included), then climb from q until a marked node.
        Set<TreeNode> ancestors = new HashSet<>();
        for (TreeNode x = nodeP; x != null; x = parent.get(x)) ancestors.add(x);
        TreeNode y = nodeQ;
        while (!ancestors.contains(y)) y = parent.get(y);
        return y.val;
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
        int q = Integer.parseInt(tokens.remove(tokens.size() - 1));
        int p = Integer.parseInt(tokens.remove(tokens.size() - 1));
        System.out.println(commonAncestor(buildTree(tokens), p, q));
    }
}
