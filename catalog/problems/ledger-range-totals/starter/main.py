import sys
from typing import List, Tuple


def range_totals(takings: List[int], queries: List[Tuple[int, int]]) -> List[int]:
    """Returns the total of days l..r (inclusive) for each query (l, r)."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    takings = [int(x) for x in data[1 : 1 + n]]
    q = int(data[1 + n])
    queries = [(int(data[2 + n + 2 * i]), int(data[3 + n + 2 * i])) for i in range(q)]
    print("\n".join(map(str, range_totals(takings, queries))))


main()
