import sys
from typing import List, Optional


class TreeNode:
    __slots__ = ("val", "left", "right")

    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def count_lookouts(root: Optional[TreeNode]) -> int:
    """How many nodes hold a value at least as large as every value above them."""
    if root is None:
        return 0
    # Carry along each node the largest value seen on the way down from the root (iterative DFS).
    count = 0
    stack = [(root, root.val)]
    while stack:
        node, highest_above = stack.pop()
        if node.val >= highest_above:
            count += 1
        highest = max(highest_above, node.val)
        if node.left is not None:
            stack.append((node.left, highest))
        if node.right is not None:
            stack.append((node.right, highest))
    return count


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
    print(count_lookouts(build_tree(tokens)))


main()
