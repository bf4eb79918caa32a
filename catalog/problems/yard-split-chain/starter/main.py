import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def split_yard(head: Optional[ListNode], x: int) -> Optional[ListNode]:
    """The same wagons, those lighter than x first, each group in its old order."""
    # Write your code here.
    return None


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, x = int(data[0]), int(data[1])
    head = None
    for i in range(n + 1, 1, -1):
        head = ListNode(int(data[i]), head)
    out = []
    node = split_yard(head, x)
    while node is not None:
        out.append(str(node.val))
        node = node.next
    print(" ".join(out))


main()
