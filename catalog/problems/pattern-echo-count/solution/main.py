import sys


def count_echoes(text: str, pattern: str) -> int:
    """Returns the number of (overlapping) occurrences of pattern in text."""
    m = len(pattern)
    # border[i] = length of the longest proper prefix of pattern[:i+1] that is also its suffix.
    border = [0] * m
    k = 0
    for i in range(1, m):
        c = pattern[i]
        while k and c != pattern[k]:
            k = border[k - 1]
        if c == pattern[k]:
            k += 1
        border[i] = k
    # Scan the text once; k = how many pattern characters currently match.
    count = 0
    k = 0
    for c in text:
        while k and c != pattern[k]:
            k = border[k - 1]
        if c == pattern[k]:
            k += 1
            if k == m:
                count += 1
                k = border[k - 1]  # keep the overlap for the next occurrence
    return count


def main() -> None:
    text, pattern = sys.stdin.read().split()
    print(count_echoes(text, pattern))


main()
