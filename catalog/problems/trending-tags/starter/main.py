import heapq
import sys
from collections import Counter
from typing import List, Tuple


def trending_tags(tags: List[str], k: int) -> List[Tuple[str, int]]:
    """Returns the k trending tags with their counts, best first."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    panel = trending_tags(data[2 : 2 + n], k)
    print("\n".join(f"{tag} {c}" for tag, c in panel))


main()
