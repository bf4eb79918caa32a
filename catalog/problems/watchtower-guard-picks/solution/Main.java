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

    /** The largest total value of towers chosen with no tower chosen together with its parent. */
    static long bestGuardPicks(TreeNode root) {
        if (root == null) return 0;
        // Breadth-first order lists every parent before its children; process it backwards.
        List<TreeNode> order = new ArrayList<>();
        order.add(root);
        for (int i = 0; i < order.size(); i++) {
            TreeNode node = order.get(i);
            if (node.left != null) order.add(node.left);
            if (node.right != null) order.add(node.right);
        }
        Map<TreeNode, Long> take = new HashMap<>(); // best of the subtree when its root is chosen
        Map<TreeNode, Long> skip = new HashMap<>(); // best of the subtree when its root is not chosen
        for (int i = order.size() - 1; i >= 0; i--) {
            TreeNode node = order.get(i);
            long withNode = node.val;
            long withoutNode = 0;
            for (TreeNode child : new TreeNode[] {node.left, node.right}) {
                if (child == null) continue;
                withNode += skip.get(child); // a chosen tower forces its children out
                withoutNode += Math.max(take.get(child), skip.get(child));
            }
            take.put(node, withNode);
            skip.put(node, withoutNode);
        }
        return Math.max(take.get(root), skip.get(root));
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
        System.out.println(bestGuardPicks(buildTree(readTokens())));
    }
}
