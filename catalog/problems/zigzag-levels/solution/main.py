import sys
from typing import List, Optional


class TreeNode:
    __slots__ = ("val", "left", "right")

    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def zigzag_levels(root: Optional[TreeNode]) -> List[List[int]]:
    """The values of each level, alternating left-to-right and right-to-left."""
    result: List[List[int]] = []
    level = [root] if root is not None else []
    while level:
        values = [node.val for node in level]
        if len(result) % 2 == 1:
            values.reverse()  # odd levels are read right to left
        result.append(values)
        nxt = []
        for node in level:
            if node.left is not None:
                nxt.append(node.left)
            if node.right is not None:
                nxt.append(node.right)
        level = nxt
    return result


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
    levels = zigzag_levels(build_tree(tokens))
    print("\n".join(" ".join(map(str, level)) for level in levels))


main()
