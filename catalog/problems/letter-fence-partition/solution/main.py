import sys
from typing import List


def plot_sizes(s: str) -> List[int]:
    """The plot lengths, left to right, for the split of s with the most plots."""
    last = {ch: i for i, ch in enumerate(s)}  # later indices overwrite earlier ones
    sizes: List[int] = []
    start = 0
    end = 0  # the plot must reach at least this bed
    for i, ch in enumerate(s):
        if last[ch] > end:
            end = last[ch]
        if i == end:
            # No letter of s[start..i] appears later: put a fence here.
            sizes.append(i - start + 1)
            start = i + 1
    return sizes


def main() -> None:
    s = sys.stdin.read().strip()
    print(" ".join(map(str, plot_sizes(s))))


main()
