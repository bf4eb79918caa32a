import sys
from typing import List, Optional


class TreeNode:
    __slots__ = ("val", "left", "right")

    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def richest_trail(root: TreeNode) -> int:
    """The largest sum of the values along any path (at least one node, no node twice)."""
    # Breadth-first order lists parents before children; process it backwards (children first).
    order = [root]
    for node in order:
        if node.left:
            order.append(node.left)
        if node.right:
            order.append(node.right)
    down = {}  # best sum of a path starting at the node and going down
    best = None
    for node in reversed(order):
        # A child's downward path helps only if its sum is positive.
        left = max(0, down[node.left]) if node.left else 0
        right = max(0, down[node.right]) if node.right else 0
        through = node.val + left + right  # the trail bends at this node
        if best is None or through > best:
            best = through
        down[node] = node.val + max(left, right)
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
    print(richest_trail(build_tree(tokens)))


main()
