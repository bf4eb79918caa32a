import sys
from typing import List


def life_step(rule: str, grid: List[str]) -> List[str]:
    """The rows after one simultaneous step of the rule (e.g. 'B3/S23')."""
    # Write your code here.
    return grid


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[1])
    print("\n".join(life_step(tokens[0], tokens[3 : 3 + r])))


main()
