import sys


def longest_mirror(s: str) -> str:
    """Returns the leftmost longest palindromic substring of s."""
    n = len(s)
    best_start, best_len = 0, 1
    # Centre p covers s[p // 2] (p even) or the gap after it (p odd).
    for p in range(2 * n - 1):
        # The shortest length with this centre's parity that beats best_len.
        length = best_len + 1
        if length % 2 != (1 if p % 2 == 0 else 0):
            length += 1
        lo = (p - length + 1) // 2
        hi = lo + length - 1
        if lo < 0 or hi >= n:
            continue
        # Palindromes around one centre are nested: if this window fails, every wider one does too.
        window = s[lo : hi + 1]
        if window != window[::-1]:
            continue
        while lo > 0 and hi < n - 1 and s[lo - 1] == s[hi + 1]:
            lo -= 1
            hi += 1
        best_start, best_len = lo, hi - lo + 1
    return s[best_start : best_start + best_len]


def main() -> None:
    s = sys.stdin.readline().strip()
    print(longest_mirror(s))


main()
