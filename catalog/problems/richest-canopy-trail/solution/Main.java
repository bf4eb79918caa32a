import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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

    /** The largest sum of the values along any path (at least one node, no node twice). */
    static long richestTrail(TreeNode root) {
        // Breadth-first order lists parents before children; process it backwards (children first).
        List<TreeNode> order = new ArrayList<>();
        order.add(root);
        for (int i = 0; i < order.size(); i++) {
            if (order.get(i).left != null) order.add(order.get(i).left);
            if (order.get(i).right != null) order.add(order.get(i).right);
        }
        Map<TreeNode, Long> down = new HashMap<>(); // best sum of a path starting at the node going down
        long best = Long.MIN_VALUE;
        for (int i = order.size() - 1; i >= 0; i--) {
            TreeNode node = order.get(i);
            // A child's downward path helps only if its sum is positive.
            long left = node.left != null ? Math.max(0, down.get(node.left)) : 0;
            long right = node.right != null ? Math.max(0, down.get(node.right)) : 0;
            best = Math.max(best, node.val + left + right); // the trail bends at this node
            down.put(node, node.val + Math.max(left, right));
        }
        return best;
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

    static List<String> readTokens() throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        List<String> tokens = new ArrayList<>();
        String line;
        while ((line = in.readLine()) != null) {
            StringTokenizer st = new StringTokenizer(line);
            while (st.hasMoreTokens()) tokens.add(st.nextToken());
        }
        return tokens;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(richestTrail(buildTree(readTokens())));
    }
}
