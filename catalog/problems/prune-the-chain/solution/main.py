import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def prune_chain(head: Optional[ListNode], target: int) -> Optional[ListNode]:
    """The head of the chain without any link holding target."""
    # A dummy link in front of the head lets the head be removed like any other link.
    dummy = ListNode(0, head)
    prev = dummy
    while prev.next is not None:
        if prev.next.val == target:
            prev.next = prev.next.next  # unlink, stay put
        else:
            prev = prev.next
    return dummy.next


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    head = None
    for i in range(n + 1, 1, -1):
        head = ListNode(int(data[i]), head)
    out = []
    node = prune_chain(head, target)
    while node is not None:
        out.append(str(node.val))
        node = node.next
    print(" ".join(out))


main()
