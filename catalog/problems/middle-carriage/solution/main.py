import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def middle_value(head: ListNode) -> int:
    """Value of the middle node (the second middle when the length is even)."""
    slow = fast = head
    # fast moves twice as quickly, so it reaches the end when slow is half-way.
    while fast is not None and fast.next is not None:
        slow = slow.next
        fast = fast.next.next
    return slow.val


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for i in range(n, 0, -1):
        head = ListNode(int(data[i]), head)
    print(middle_value(head))


main()
