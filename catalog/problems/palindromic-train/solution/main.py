import sys
from typing import Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def is_palindromic_train(head: Optional[ListNode]) -> bool:
    """Whether the numbers read the same from both ends."""
    # Find the middle with a slow and a fast pointer, reverse the second half in place, then compare
    # the first half with the reversed second half.
    slow = fast = head
    while fast is not None and fast.next is not None:
        slow = slow.next
        fast = fast.next.next
    back = None  # the reversed second half (from slow on; for odd n it holds the middle too)
    while slow is not None:
        nxt = slow.next
        slow.next = back
        back = slow
        slow = nxt
    front = head
    while back is not None:
        if front.val != back.val:
            return False
        front = front.next
        back = back.next
    return True


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for i in range(n, 0, -1):
        head = ListNode(int(data[i]), head)
    print("true" if is_palindromic_train(head) else "false")


main()
