import sys
from typing import List


def gift_bundles(gifts: List[int]) -> List[List[int]]:
    """All distinct bundles, each sorted ascending, in lexicographic order."""
    a = sorted(gifts)
    bundles: List[List[int]] = []
    current: List[int] = []

    # Pre-order backtracking over sorted values yields the bundles in lexicographic order.
    def extend(start: int) -> None:
        bundles.append(current[:])
        for i in range(start, len(a)):
            if i > start and a[i] == a[i - 1]:
                continue  # same value at the same position: duplicate
            current.append(a[i])
            extend(i + 1)
            current.pop()

    extend(0)  # depth at most n <= 12
    return bundles


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bundles = gift_bundles([int(x) for x in data[1 : 1 + n]])
    out = [str(len(bundles))]
    out.extend(" ".join(map(str, b)) for b in bundles)
    print("\n".join(out))


main()
