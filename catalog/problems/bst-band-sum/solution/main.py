import sys
from typing import List, Optional


class TreeNode:
    __slots__ = ("val", "left", "right")

    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def band_sum(root: Optional[TreeNode], lo: int, hi: int) -> int:
    """Sum of the values v of the binary search tree with lo <= v <= hi."""
    total = 0
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        if node.val < lo:
            # node and its left subtree are below the band
            if node.right is not None:
                stack.append(node.right)
        elif node.val > hi:
            # node and its right subtree are above the band
            if node.left is not None:
                stack.append(node.left)
        else:
            total += node.val
            if node.left is not None:
                stack.append(node.left)
            if node.right is not None:
                stack.append(node.right)
    return total


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
    lines = sys.stdin.read().split("\n")
    root = build_tree(lines[0].split())
    lo, hi = map(int, lines[1].split())
    print(band_sum(root, lo, hi))


main()
