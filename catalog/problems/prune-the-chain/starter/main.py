import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def prune_chain(head: Optional[ListNode], target: int) -> Optional[ListNode]:
    """The head of the chain without any link holding target."""
    # Write your code here.
    return None


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    head = None
    for i in range(n + 1, 1, -1):
        head = ListNode(int(data[i]), head)
    out = []
    node = prune_chain(head, target)
    while node is not None:
        out.append(str(node.val))
        node = node.next
    print(" ".join(out))


main()
