import sys


def count_readings(s: str) -> int:
    """The number of readings of the digit string s, modulo 10^9 + 7."""
    mod = 1_000_000_007
    before, last = 1, 1  # ways[i - 2], ways[i - 1]; ways[0] = 1 (the empty prefix)
    for i in range(1, len(s) + 1):
        cur = last if s[i - 1] != "0" else 0  # one-digit piece 1..9
        if i >= 2 and s[i - 2] != "0" and int(s[i - 2 : i]) <= 26:
            cur = (cur + before) % mod  # two-digit piece 10..26
        before, last = last, cur
    return last


def main() -> None:
    s = sys.stdin.read().strip()
    print(count_readings(s))


main()
