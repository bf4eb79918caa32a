import sys
from typing import List


def single_echo(codes: List[int]) -> int:
    """The code that appears once; every other code appears three times."""
    result = 0
    masked = [c & 0xFFFFFFFF for c in codes]  # 32-bit two's complement patterns
    for b in range(32):
        ones = sum((c >> b) & 1 for c in masked)  # how many codes have bit b set
        if ones % 3:
            result |= 1 << b  # triples contribute multiples of 3
    return result - (1 << 32) if result >= 1 << 31 else result  # back to a signed value


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(single_echo([int(x) for x in data[1 : 1 + n]]))


main()
