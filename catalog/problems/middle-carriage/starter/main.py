import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def middle_value(head: ListNode) -> int:
    """Value of the middle node (the second middle when the length is even)."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for i in range(n, 0, -1):
        head = ListNode(int(data[i]), head)
    print(middle_value(head))


main()
