import sys
from typing import List, Optional


class TreeNode:
    __slots__ = ("val", "left", "right")

    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def has_trail_with_total(root: Optional[TreeNode], target: int) -> bool:
    """Whether the values on some root-to-leaf path add up to target."""
    # Write your code here.
    return False


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
    print("true" if has_trail_with_total(build_tree(tokens[1:]), int(tokens[0])) else "false")


main()
