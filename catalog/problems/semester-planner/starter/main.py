import sys
from typing import List


def fewest_terms(n: int, rules: List[List[int]]) -> int:
    """The fewest terms to pass every course, or -1 if the rules form a loop."""
    # Write your code here.
    return 0


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    rules = [[data[2 + 2 * i], data[3 + 2 * i]] for i in range(m)]
    print(fewest_terms(n, rules))


main()
