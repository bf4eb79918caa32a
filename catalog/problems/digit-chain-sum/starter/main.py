import sys
from typing import List, Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def add_digit_chains(a: Optional[ListNode], b: Optional[ListNode]) -> Optional[ListNode]:
    """Adds two numbers stored as digit lists (least significant digit first)."""
    # Write your code here.
    return None


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
    node = add_digit_chains(heads[0], heads[1])
    while node is not None:
        out.append(str(node.val))
        node = node.next
    print(" ".join(out))


main()
