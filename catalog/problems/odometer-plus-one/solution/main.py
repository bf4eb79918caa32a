import sys
from typing import List


def plus_one(digits: List[int]) -> List[int]:
    """The digits (most significant first) of the number plus one."""
    out = list(digits)
    for i in range(len(out) - 1, -1, -1):
        if out[i] < 9:
            out[i] += 1
            return out
        out[i] = 0  # 9 rolls over; carry into the next wheel
    return [1] + out  # every digit was 9


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    digits = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, plus_one(digits))))


main()
