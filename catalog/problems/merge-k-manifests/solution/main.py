import heapq
import sys
from typing import List, Optional


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val: int, next: "Optional[ListNode]" = None):
        self.val = val
        self.next = next


def merge_manifests(lists: List[Optional[ListNode]]) -> Optional[ListNode]:
    """Merges k sorted lists into one sorted list; returns its head."""
    # (value, list index, node): the index breaks ties so nodes are never compared
    heap = [(head.val, i, head) for i, head in enumerate(lists) if head is not None]
    heapq.heapify(heap)
    dummy = ListNode(0)
    tail = dummy
    while heap:
        _, i, node = heapq.heappop(heap)  # the smallest head overall
        tail.next = node
        tail = node
        if node.next is not None:
            heapq.heappush(heap, (node.next.val, i, node.next))
    tail.next = None
    return dummy.next


def main() -> None:
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    lists: List[Optional[ListNode]] = []
    pos = 1
    for _ in range(k):
        length = int(data[pos])
        pos += 1
        head = None
        for j in range(pos + length - 1, pos - 1, -1):
            head = ListNode(int(data[j]), head)
        pos += length
        lists.append(head)
    out = []
    node = merge_manifests(lists)
    while node is not None:
        out.append(str(node.val))
        node = node.next
    print(" ".join(out))


main()
