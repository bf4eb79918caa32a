import sys
from typing import List, Optional


class TreeNode:
    __slots__ = ("val", "left", "right")

    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def best_guard_picks(root: Optional[TreeNode]) -> int:
    """The largest total value of towers chosen with no tower chosen together with its parent."""
    if root is None:
        return 0
    # Breadth-first order lists every parent before its children; process it backwards.
    order = [root]
    for node in order:
        if node.left:
            order.append(node.left)
        if node.right:
            order.append(node.right)
    take = {}  # best of the subtree when its root is chosen
    skip = {}  # best of the subtree when its root is not chosen
    for node in reversed(order):
        with_node, without_node = node.val, 0
        for child in (node.left, node.right):
            if child is not None:
                with_node += skip[child]  # a chosen tower forces its children out
                without_node += max(take[child], skip[child])
        take[node] = with_node
        skip[node] = without_node
    return max(take[root], skip[root])


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
    print(best_guard_picks(build_tree(tokens)))


main()
