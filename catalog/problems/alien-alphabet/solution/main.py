import heapq
import sys
from typing import List


def alien_alphabet(words: List[str]) -> str:
    """The smallest consistent order of the letters that appear, or 'IMPOSSIBLE'."""
    present = sorted(set("".join(words)))
    after = {c: set() for c in present}  # after[x] = letters that must come after x
    indegree = {c: 0 for c in present}
    for a, b in zip(words, words[1:]):
        for x, y in zip(a, b):
            if x != y:
                if y not in after[x]:
                    after[x].add(y)
                    indegree[y] += 1
                break
        else:
            if len(a) > len(b):
                return "IMPOSSIBLE"  # a longer word before its own prefix
    # Kahn's algorithm, always taking the smallest available letter.
    heap = [c for c in present if indegree[c] == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        x = heapq.heappop(heap)
        order.append(x)
        for y in after[x]:
            indegree[y] -= 1
            if indegree[y] == 0:
                heapq.heappush(heap, y)
    return "".join(order) if len(order) == len(present) else "IMPOSSIBLE"


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    print(alien_alphabet(tokens[1 : 1 + n]))


main()
