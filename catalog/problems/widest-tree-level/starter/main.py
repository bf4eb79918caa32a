import sys
from typing import List, Optional


class TreeNode:
    __slots__ = ("val", "left", "right")

    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def widest_level(root: Optional[TreeNode]) -> int:
    """The largest width of a level, counting the missing spots between its end nodes."""
    # Write your code here.
    return 0


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
    print(widest_level(build_tree(tokens)))


main()
