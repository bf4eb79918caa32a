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

    /** Sum of the values v of the binary search tree with lo <= v <= hi. */
    static long bandSum(TreeNode root, int lo, int hi) {
        long sum = 0;
        ArrayDeque<TreeNode> stack = new ArrayDeque<>();
        if (root != null) stack.push(root);
        while (!stack.isEmpty()) {
            TreeNode node = stack.pop();
            if (node.val < lo) {
                // node and its left subtree are below the band
                if (node.right != null) stack.push(node.right);
            } else if (node.val > hi) {
                // node and its right subtree are above the band
                if (node.left != null) stack.push(node.left);
            } else {
                sum += node.val;
                if (node.left != null) stack.push(node.left);
                if (node.right != null) stack.push(node.right);
            }
        }
        return sum;
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
        StringTokenizer st = new StringTokenizer(in.readLine());
        while (st.hasMoreTokens()) tokens.add(st.nextToken());
        st = new StringTokenizer(in.readLine());
        int lo = Integer.parseInt(st.nextToken());
        int hi = Integer.parseInt(st.nextToken());
        System.out.println(bandSum(buildTree(tokens), lo, hi));
    }
}
