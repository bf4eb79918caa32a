import sys


def longest_unique_run(s: str) -> int:
    """Length of the longest substring of s without a repeated character."""
    last = {}  # character -> index of its latest occurrence
    left = best = 0
    for right, c in enumerate(s):
        # An occurrence before `left` is outside the window and must not move it backwards.
        if last.get(c, -1) >= left:
            left = last[c] + 1
        last[c] = right
        best = max(best, right - left + 1)
    return best


def main() -> None:
    s = sys.stdin.readline().rstrip("\r\n")
    print(longest_unique_run(s))


main()
