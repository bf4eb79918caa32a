import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def sort_list(head: Optional[ListNode]) -> Optional[ListNode]:
    """The head of the list sorted in non-decreasing order."""
    # Write your code here.
    return None


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for i in range(n, 0, -1):
        head = ListNode(int(data[i]), head)
    out = []
    node = sort_list(head)
    while node is not None:
        out.append(str(node.val))
        node = node.next
    print(" ".join(out))


main()
