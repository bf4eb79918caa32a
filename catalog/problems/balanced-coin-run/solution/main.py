import sys


def longest_balanced_run(flips: str) -> int:
    """The length of the longest run of consecutive flips with as many heads as tails."""
    first = {0: 0}  # balance (heads - tails) -> the earliest prefix length that reached it
    balance = 0
    best = 0
    for i, flip in enumerate(flips, 1):
        balance += 1 if flip == "H" else -1
        seen = first.get(balance)
        if seen is None:
            first[balance] = i
        elif i - seen > best:
            best = i - seen  # flips seen..i-1 are balanced
    return best


def main() -> None:
    flips = sys.stdin.read().strip()
    print(longest_balanced_run(flips))


main()
