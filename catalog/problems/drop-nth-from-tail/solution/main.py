import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def drop_from_tail(head: ListNode, k: int) -> Optional[ListNode]:
    """Removes the k-th node from the end (k = 1 is the last node) and returns the new head."""
    dummy = ListNode(0, head)
    lead = trail = dummy
    for _ in range(k):
        lead = lead.next
    # keep the gap of k nodes until lead sits on the last node
    while lead.next is not None:
        lead = lead.next
        trail = trail.next
    trail.next = trail.next.next  # trail.next is the k-th node from the end
    return dummy.next


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    head = None
    for i in range(n + 1, 1, -1):
        head = ListNode(int(data[i]), head)
    out = []
    node = drop_from_tail(head, k)
    while node is not None:
        out.append(str(node.val))
        node = node.next
    print(" ".join(out))


main()
