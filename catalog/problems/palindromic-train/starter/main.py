import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def is_palindromic_train(head: Optional[ListNode]) -> bool:
    """Whether the numbers read the same from both ends."""
    # Write your code here.
    return False


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for i in range(n, 0, -1):
        head = ListNode(int(data[i]), head)
    print("true" if is_palindromic_train(head) else "false")


main()
