import sys


def mirror_bits(x: int) -> int:
    """The value whose 32 bits are those of x in reverse order."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print(" ".join(str(mirror_bits(int(x))) for x in data[1 : 1 + q]))


main()
