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
        // Number each node by its spot in a complete tree (children of spot p: 2p and 2p + 1). Spots grow
        // like 2^depth, so each level is renumbered from its leftmost node: children of p get
        // 2(p - first) and 2(p - first) + 1, which keeps every number below twice the widest level.
        if (root == null) return 0;
        List<TreeNode> level = new ArrayList<>();
        List<Long> spots = new ArrayList<>();
        level.add(root);
        spots.add(0L);
        long best = 0;
        while (!level.isEmpty()) {
            long first = spots.get(0);
            best = Math.max(best, spots.get(spots.size() - 1) - first + 1);
            List<TreeNode> next = new ArrayList<>();
            List<Long> nextSpots = new ArrayList<>();
            for (int k = 0; k < level.size(); k++) {
                TreeNode node = level.get(k);
                long base = 2 * (spots.get(k) - first);
                if (node.left != null) {
                    next.add(node.left);
                    nextSpots.add(base);
                }
                if (node.right != null) {
                    next.add(node.right);
                    nextSpots.add(base + 1);
                }
            }
            level = next;
            spots = nextSpots;
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
