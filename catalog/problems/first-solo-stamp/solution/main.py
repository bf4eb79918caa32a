import sys


def first_solo_stamp(s: str) -> int:
    """Index of the first character occurring exactly once in s, or -1."""
    count = [0] * 26
    for ch in s:
        count[ord(ch) - 97] += 1
    for i, ch in enumerate(s):
        if count[ord(ch) - 97] == 1:
            return i
    return -1


def main() -> None:
    s = sys.stdin.readline().strip()
    print(first_solo_stamp(s))


main()
