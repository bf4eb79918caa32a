import sys
from typing import List


def gift_bundles(gifts: List[int]) -> List[List[int]]:
    """All distinct bundles, each sorted ascending, in lexicographic order."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bundles = gift_bundles([int(x) for x in data[1 : 1 + n]])
    out = [str(len(bundles))]
    out.extend(" ".join(map(str, b)) for b in bundles)
    print("\n".join(out))


main()
