import sys
from typing import Dict, List, Optional


class TreeNode:
    __slots__ = ("val", "left", "right")

    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def count_downhill_runs(root: Optional[TreeNode], target: int) -> int:
    """The number of downward paths whose values sum to target."""
    if root is None:
        return 0
    count: Dict[int, int] = {0: 1}  # prefix sums on the current root path (0 = above the root)
    runs = 0
    stack = [(root, 0, False)]  # (node, prefix above it, leaving?)
    while stack:
        node, above, leaving = stack.pop()
        prefix = above + node.val
        if leaving:
            count[prefix] -= 1  # node leaves the current path
            continue
        runs += count.get(prefix - target, 0)  # runs ending here
        count[prefix] = count.get(prefix, 0) + 1
        stack.append((node, above, True))
        if node.right is not None:
            stack.append((node.right, prefix, False))
        if node.left is not None:
            stack.append((node.left, prefix, False))
    return runs


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
    print(count_downhill_runs(build_tree(tokens[1:]), int(tokens[0])))


main()
