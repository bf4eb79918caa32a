import sys


def align_ticks(a: int, b: int) -> int:
    """Returns the first tick at which both red teeth are back at the contact point."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        out.append(str(align_ticks(int(data[1 + 2 * i]), int(data[2 + 2 * i]))))
    print("\n".join(out))


main()
