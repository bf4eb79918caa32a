import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def weave_list(head: Optional[ListNode]) -> None:
    """Re-links the list into the order b0, b(n-1), b1, b(n-2), ... in place."""
    if head is None or head.next is None:
        return None
    # 1. slow ends on the last node of the front half
    slow = fast = head
    while fast.next is not None and fast.next.next is not None:
        slow = slow.next
        fast = fast.next.next
    # 2. cut and reverse the back half
    back = None
    cur = slow.next
    slow.next = None
    while cur is not None:
        cur.next, back, cur = back, cur, cur.next
    # 3. merge: front, back, front, back, ...
    front = head
    while back is not None:
        front_next, back_next = front.next, back.next
        front.next = back
        back.next = front_next
        front, back = front_next, back_next
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
