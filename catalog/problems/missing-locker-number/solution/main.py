import sys
from typing import List


def missing_key(keys: List[int]) -> int:
    n = len(keys)
    return n * (n + 1) // 2 - sum(keys)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    keys = [int(x) for x in data[1 : 1 + n]]
    print(missing_key(keys))


main()
