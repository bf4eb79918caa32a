import sys


def bit_drift(sent: int, received: int) -> int:
    """The number of bit positions in which sent and received differ."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = [bit_drift(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)]
    print("\n".join(map(str, out)))


main()
