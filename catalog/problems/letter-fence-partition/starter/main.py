import sys
from typing import List


def plot_sizes(s: str) -> List[int]:
    """The plot lengths, left to right, for the split of s with the most plots."""
    # Write your code here.
    return []


def main() -> None:
    s = sys.stdin.read().strip()
    print(" ".join(map(str, plot_sizes(s))))


main()
