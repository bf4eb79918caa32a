import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayDeque;
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

    /** Whether the values on some root-to-leaf path add up to target. */
    static boolean hasTrailWithTotal(TreeNode root, int target) {
        // Iterative DFS carrying the total of the path from the root down to each node.
        if (root == null) return false;
        ArrayDeque<TreeNode> nodes = new ArrayDeque<>();
        ArrayDeque<Integer> totals = new ArrayDeque<>();
        nodes.push(root);
        totals.push(root.val);
        while (!nodes.isEmpty()) {
            TreeNode node = nodes.pop();
            int total = totals.pop();
            if (node.left == null && node.right == null && total == target) return true;
            if (node.left != null) {
                nodes.push(node.left);
                totals.push(total + node.left.val);
            }
            if (node.right != null) {
                nodes.push(node.right);
                totals.push(total + node.right.val);
            }
        }
        return false;
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
        int target = Integer.parseInt(tokens.get(0));
        System.out.println(hasTrailWithTotal(buildTree(tokens.subList(1, tokens.size())), target));
    }
}
