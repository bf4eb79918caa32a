import sys

def count_stepping(lo: int, hi: int) -> int:
    """Returns how many integers in [lo, hi] have neighbouring digits that differ by exactly 1."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        out.append(str(count_stepping(int(data[1 + 2 * i]), int(data[2 + 2 * i]))))
    print("\n".join(out))


main()
