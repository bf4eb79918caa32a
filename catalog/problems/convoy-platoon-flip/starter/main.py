import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def flip_platoons(head: Optional[ListNode], k: int) -> Optional[ListNode]:
    """The head after every full platoon of k nodes is reversed."""
    # Write your code here.
    return head


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
