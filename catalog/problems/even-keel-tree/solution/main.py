import sys
from typing import List, Optional


class TreeNode:
    __slots__ = ("val", "left", "right")

    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def is_even_keel(root: Optional[TreeNode]) -> bool:
    """True if, at every node, the heights of the two subtrees differ by at most 1."""
    if root is None:
        return True
    # Breadth-first order lists every parent before its children; walking it backwards
    # visits children first, so both subtree heights are known when a node is reached.
    order = [root]
    for node in order:  # the list grows while we iterate over it
        if node.left is not None:
            order.append(node.left)
        if node.right is not None:
            order.append(node.right)
    height = {None: 0}
    for node in reversed(order):
        hl = height[node.left]
        hr = height[node.right]
        if abs(hl - hr) > 1:
            return False
        height[node] = max(hl, hr) + 1
    return True


def build_tree(tokens: List[str]) -> Optional[TreeNode]:
    """Builds a tree from level-order tokens ('null' = missing child)."""
    if not tokens or tokens[0] == "null":
        return None
    root = TreeNode(int(tokens[0]))
    queue = [root]
    i = 1
    head = 0
    while head < len(queue) and i < len(tokens):
        node = queue[head]
        head += 1
        if i < len(tokens) and tokens[i] != "null":
            node.left = TreeNode(int(tokens[i]))
            queue.append(node.left)
        i += 1
        if i < len(tokens) and tokens[i] != "null":
            node.right = TreeNode(int(tokens[i]))
            queue.append(node.right)
        i += 1
    return root


def main() -> None:
    tokens = sys.stdin.read().split()
    print("true" if is_even_keel(build_tree(tokens)) else "false")


main()
