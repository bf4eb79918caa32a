import sys


def mirror_bits(x: int) -> int:
    """The value whose 32 bits are those of x in reverse order."""
    result = 0
    for _ in range(32):
        # Shift the result left and append the lowest bit of x.
        result = (result << 1) | (x & 1)
        x >>= 1
    return result


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print(" ".join(str(mirror_bits(int(x))) for x in data[1 : 1 + q]))


main()
