import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def weave_list(head: Optional[ListNode]) -> None:
    """Re-links the list into the order b0, b(n-1), b1, b(n-2), ... in place."""
    # Write your code here.
    return None


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for i in range(n, 0, -1):
        head = ListNode(int(data[i]), head)
    weave_list(head)
    out = []
    node = head
    while node is not None:
        out.append(str(node.val))
        node = node.next
    print(" ".join(out))


main()
