import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def split_yard(head: Optional[ListNode], x: int) -> Optional[ListNode]:
    """The same wagons, those lighter than x first, each group in its old order."""
    # Two chains behind dummy heads: wagons lighter than x, and the rest. Appending at the tails keeps
    # the original order; then the light chain is joined to the heavy one.
    light = ListNode(0)
    heavy = ListNode(0)
    light_tail, heavy_tail = light, heavy
    node = head
    while node is not None:
        if node.val < x:
            light_tail.next = node
            light_tail = node
        else:
            heavy_tail.next = node
            heavy_tail = node
        node = node.next
    heavy_tail.next = None  # the last heavy wagon may still point at a light one
    light_tail.next = heavy.next
    return light.next


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
