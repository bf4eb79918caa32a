import sys


def fewest_cuts(s: str) -> int:
    """The fewest cuts that split s into palindromic pieces."""
    n = len(s)
    # best[k] = fewest palindromic pieces covering s[:k]; k pieces of one letter always work.
    best = list(range(n + 1))
    # Centres from left to right: centre c covers lo = c // 2, hi = lo + c % 2.
    for c in range(2 * n - 1):
        lo = c // 2
        hi = lo + c % 2
        while lo >= 0 and hi < n and s[lo] == s[hi]:
            # s[lo..hi] is a palindrome: it can be the last piece of a cover of s[:hi + 1].
            if best[lo] + 1 < best[hi + 1]:
                best[hi + 1] = best[lo] + 1
            lo -= 1
            hi += 1
    return best[n] - 1


def main() -> None:
    print(fewest_cuts(sys.stdin.read().strip()))


main()
