import sys
from typing import List


def ladder_length(begin: str, end: str, words: List[str]) -> int:
    """Fewest one-letter changes from begin to end through words of the spell book, or -1."""
    if begin == end:
        return 0
    size = len(begin)
    # bucket: pattern with one position blanked out -> words matching it
    buckets = {}
    for w in words:
        for p in range(size):
            buckets.setdefault(w[:p] + "_" + w[p + 1 :], []).append(w)
    dist = {begin: 0}
    queue = [begin]
    head = 0
    while head < len(queue):
        w = queue[head]
        head += 1
        d = dist[w]
        for p in range(size):
            bucket = buckets.pop(w[:p] + "_" + w[p + 1 :], None)  # never scan a bucket twice
            if bucket is None:
                continue
            for x in bucket:
                if x in dist:
                    continue
                if x == end:
                    return d + 1
                dist[x] = d + 1
                queue.append(x)
    return -1


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[2])
    print(ladder_length(tokens[0], tokens[1], tokens[3 : 3 + n]))


main()
