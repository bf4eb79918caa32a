import sys
from typing import List, Optional


class TreeNode:
    __slots__ = ("val", "left", "right")

    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def canopy_diameter(root: TreeNode) -> int:
    """Returns the number of edges on the longest path between two nodes."""
    # Breadth-first order, walked backwards, visits children before their parents.
    order = [root]
    for node in order:  # the list grows while we iterate over it
        if node.left is not None:
            order.append(node.left)
        if node.right is not None:
            order.append(node.right)
    height = {None: 0}  # nodes on the longest downward path starting at the node
    best = 0
    for node in reversed(order):
        hl = height[node.left]
        hr = height[node.right]
        best = max(best, hl + hr)  # longest path that turns at this node, in edges
        height[node] = max(hl, hr) + 1
    return best


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
    print(canopy_diameter(build_tree(tokens)))


main()
