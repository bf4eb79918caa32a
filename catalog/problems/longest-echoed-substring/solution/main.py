import sys

MOD = (1 << 61) - 1  # a Mersenne prime: collisions between different windows are negligible
BASE = 131


def longest_echo(s: str) -> tuple[int, int]:
    """Returns (L, i): the largest L such that some length-L substring occurs twice, and the
    smallest start i of such a substring; (0, -1) if no letter repeats."""
    n = len(s)
    prefix = [0] * (n + 1)  # prefix[i] = hash of s[:i]
    power = [1] * (n + 1)
    for i, ch in enumerate(s):
        prefix[i + 1] = (prefix[i] * BASE + ord(ch)) % MOD
        power[i + 1] = power[i] * BASE % MOD

    def window_hashes(length: int) -> list[int]:
        pw = power[length]
        return [(prefix[i + length] - prefix[i] * pw) % MOD for i in range(n - length + 1)]

    def repeats(length: int) -> bool:
        hashes = window_hashes(length)
        return len(set(hashes)) < len(hashes)

    # "Some window of length L repeats" holds for every L up to the answer: binary search.
    lo, hi = 0, n - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if repeats(mid):
            lo = mid
        else:
            hi = mid - 1
    if lo == 0:
        return (0, -1)
    # The smallest start whose window occurs again later.
    first: dict[int, int] = {}
    best = n
    for i, h in enumerate(window_hashes(lo)):
        j = first.setdefault(h, i)
        if j != i and j < best:
            best = j
    return (lo, best)


def main() -> None:
    s = sys.stdin.readline().strip()
    length, start = longest_echo(s)
    print(length, start)


main()
