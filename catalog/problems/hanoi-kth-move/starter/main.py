import sys


def kth_move(n: int, k: int) -> str:
    """Returns the k-th move of the shortest n-disc transfer from A to C as "disc from to"."""
    # Write your code here.
    return ""


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        out.append(kth_move(int(data[1 + 2 * i]), int(data[2 + 2 * i])))
    print("\n".join(out))


main()
