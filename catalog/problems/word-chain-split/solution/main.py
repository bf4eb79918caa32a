import sys
from typing import List


def can_split(s: str, words: List[str]) -> bool:
    """True if s can be cut entirely into code-book words."""
    dictionary = set(words)
    longest = max(len(w) for w in words)
    n = len(s)
    ok = [False] * (n + 1)  # ok[i]: the first i letters can be split
    ok[0] = True
    for i in range(1, n + 1):
        for j in range(i - 1, max(0, i - longest) - 1, -1):
            if ok[j] and s[j:i] in dictionary:
                ok[i] = True
                break
    return ok[n]


def main() -> None:
    tokens = sys.stdin.read().split()
    m = int(tokens[1])
    print("true" if can_split(tokens[0], tokens[2 : 2 + m]) else "false")


main()
