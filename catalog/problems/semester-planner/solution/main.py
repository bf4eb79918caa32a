import sys
from typing import List


def fewest_terms(n: int, rules: List[List[int]]) -> int:
    """The fewest terms to pass every course, or -1 if the rules form a loop."""
    nxt: List[List[int]] = [[] for _ in range(n)]
    missing = [0] * n  # prerequisites not yet passed
    for before, after in rules:
        nxt[before].append(after)
        missing[after] += 1
    # Kahn's algorithm, one layer per term: a term takes every course whose prerequisites are done.
    current = [v for v in range(n) if missing[v] == 0]
    terms = passed = 0
    while current:
        terms += 1
        passed += len(current)
        following = []
        for v in current:
            for w in nxt[v]:
                missing[w] -= 1
                if missing[w] == 0:
                    following.append(w)
        current = following
    return terms if passed == n else -1  # courses never freed sit on a loop


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    rules = [[data[2 + 2 * i], data[3 + 2 * i]] for i in range(m)]
    print(fewest_terms(n, rules))


main()
