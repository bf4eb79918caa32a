import sys


def fewest_insertions(s: str) -> int:
    """Returns the fewest inserted letters that make s a palindrome."""
    n = len(s)
    # prev[j] = cost(i + 1, j), cur[j] = cost(i, j); entries with j <= i stay 0.
    prev = [0] * n
    for i in range(n - 1, -1, -1):
        cur = [0] * n
        si = s[i]
        for j in range(i + 1, n):
            if si == s[j]:
                cur[j] = prev[j - 1]
            else:
                a, b = prev[j], cur[j - 1]
                cur[j] = 1 + (a if a < b else b)
        prev = cur
    return prev[n - 1]


def main() -> None:
    s = sys.stdin.readline().strip()
    print(fewest_insertions(s))


main()
