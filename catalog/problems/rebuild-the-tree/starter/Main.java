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

    /** The root of the binary tree with these pre-order and in-order walks. */
    static TreeNode rebuildTree(int[] preorder, int[] inorder) {
        // Write your code here.
        return null;
    }

    /** Level-order encoding of a tree ("null" for missing children, trailing nulls dropped). */
    static String levelOrder(TreeNode root) {
        List<String> out = new ArrayList<>();
        List<TreeNode> queue = new ArrayList<>();
        queue.add(root);
        for (int head = 0; head < queue.size(); head++) {
            TreeNode node = queue.get(head);
            if (node == null) {
                out.add("null");
                continue;
            }
            out.add(String.valueOf(node.val));
            queue.add(node.left);
            queue.add(node.right);
        }
        while (!out.isEmpty() && out.get(out.size() - 1).equals("null")) out.remove(out.size() - 1);
        return out.isEmpty() ? "null" : String.join(" ", out);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        int[] preorder = new int[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) preorder[i] = Integer.parseInt(st.nextToken());
        in.readLine();
        int[] inorder = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) inorder[i] = Integer.parseInt(st.nextToken());
        System.out.println(levelOrder(rebuildTree(preorder, inorder)));
    }
}
