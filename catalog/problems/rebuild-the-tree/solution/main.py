import sys
from typing import List, Optional


class TreeNode:
    __slots__ = ("val", "left", "right")

    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def rebuild_tree(preorder: List[int], inorder: List[int]) -> Optional[TreeNode]:
    """The root of the binary tree with these pre-order and in-order walks."""
    root = TreeNode(preorder[0])
    stack = [root]  # nodes on the current path whose right child is still unknown
    j = 0  # next node to finish in in-order
    for v in preorder[1:]:
        child = TreeNode(v)
        node = stack[-1]
        if node.val != inorder[j]:
            node.left = child  # the top still has an unfinished left subtree
        else:
            # Climb past every node whose left subtree and itself are done in in-order.
            while stack and stack[-1].val == inorder[j]:
                node = stack.pop()
                j += 1
            node.right = child
        stack.append(child)
    return root


def level_order(root: Optional[TreeNode]) -> List[str]:
    """Level-order tokens of a tree ('null' for missing children, trailing nulls dropped)."""
    out: List[str] = []
    queue = [root]
    for node in queue:
        if node is None:
            out.append("null")
            continue
        out.append(str(node.val))
        queue.append(node.left)
        queue.append(node.right)
    while out and out[-1] == "null":
        out.pop()
    return out or ["null"]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    preorder = [int(x) for x in data[1 : 1 + n]]
    inorder = [int(x) for x in data[2 + n : 2 + 2 * n]]
    print(" ".join(level_order(rebuild_tree(preorder, inorder))))


main()
