import sys
from typing import List, Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def merge_queues(a: Optional[ListNode], b: Optional[ListNode]) -> Optional[ListNode]:
    """Merges two sorted lists into one sorted list and returns its head."""
    dummy = ListNode(0)
    tail = dummy
    while a is not None and b is not None:
        if b.val < a.val:
            tail.next = b
            b = b.next
        else:
            tail.next = a
            a = a.next
        tail = tail.next
    tail.next = a if a is not None else b  # the rest is already sorted
    return dummy.next


def main() -> None:
    data = sys.stdin.buffer.read().split()
    pos = 0
    heads: List[Optional[ListNode]] = []
    for _ in range(2):
        n = int(data[pos])
        pos += 1
        head = None
        for i in range(pos + n - 1, pos - 1, -1):
            head = ListNode(int(data[i]), head)
        pos += n
        heads.append(head)
    out = []
    node = merge_queues(heads[0], heads[1])
    while node is not None:
        out.append(str(node.val))
        node = node.next
    print(" ".join(out))


main()
