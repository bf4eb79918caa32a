import sys
from typing import List


def seating_plans(badges: List[int]) -> List[List[int]]:
    """Every ordering of the distinct badges, in lexicographic order."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    plans = seating_plans([int(x) for x in data[1 : 1 + n]])
    print("\n".join(" ".join(map(str, p)) for p in plans))


main()
