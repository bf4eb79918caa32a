import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def sort_list(head: Optional[ListNode]) -> Optional[ListNode]:
    """The head of the list sorted in non-decreasing order."""
    if head is None or head.next is None:
        return head
    # Find the middle: fast moves two steps for each step of slow.
    slow, fast = head, head.next
    while fast is not None and fast.next is not None:
        slow = slow.next
        fast = fast.next.next
    second = slow.next
    slow.next = None  # cut the list in two
    return merge(sort_list(head), sort_list(second))


def merge(a: Optional[ListNode], b: Optional[ListNode]) -> Optional[ListNode]:
    """Merges two sorted lists into one by relinking their nodes (left first on ties)."""
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
    tail.next = a if a is not None else b
    return dummy.next


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
