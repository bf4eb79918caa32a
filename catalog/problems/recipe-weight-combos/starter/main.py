import sys
from typing import List


def recipe_combos(weights: List[int], target: int) -> List[List[int]]:
    """Every distinct combination of portions totalling target, each non-decreasing, in lexicographic order."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    weights = [int(v) for v in data[2 : 2 + n]]
    combos = recipe_combos(weights, target)
    out = [str(len(combos))]
    out.extend(" ".join(map(str, c)) for c in combos)
    sys.stdout.write("\n".join(out) + "\n")


main()
