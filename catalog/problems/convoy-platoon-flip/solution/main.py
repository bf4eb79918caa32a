import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def flip_platoons(head: Optional[ListNode], k: int) -> Optional[ListNode]:
    """The head after every full platoon of k nodes is reversed."""
    dummy = ListNode(0, head)
    before = dummy  # the node just ahead of the next platoon
    while True:
        # Look ahead: is there a full platoon of k nodes?
        scout = before.next
        count = 0
        while scout is not None and count < k:
            scout = scout.next
            count += 1
        if count < k:
            break  # a short tail keeps its order
        # Reverse the k nodes; the old first node ends up pointing at `scout`, the node after them.
        first = before.next
        prev, cur = scout, first
        for _ in range(k):
            nxt = cur.next
            cur.next = prev
            prev = cur
            cur = nxt
        before.next = prev
        before = first
    return dummy.next


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    head = None
    for i in range(n + 1, 1, -1):
        head = ListNode(int(data[i]), head)
    out = []
    node = flip_platoons(head, k)
    while node is not None:
        out.append(str(node.val))
        node = node.next
    print(" ".join(out))


main()
