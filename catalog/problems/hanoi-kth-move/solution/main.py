import sys


def kth_move(n: int, k: int) -> str:
    """Returns the k-th move of the shortest n-disc transfer from A to C as "disc from to"."""
    # Invariant: k is a move inside the shortest transfer of d discs from src to dst via spare.
    src, spare, dst = "A", "B", "C"
    for d in range(n, 0, -1):
        half = 1 << (d - 1)
        if k == half:
            return f"{d} {src} {dst}"
        if k < half:
            # First half: the d - 1 smaller discs go from src to spare.
            spare, dst = dst, spare
        else:
            # Second half: the d - 1 smaller discs go from spare to dst.
            k -= half
            src, spare = spare, src
    return ""


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        out.append(kth_move(int(data[1 + 2 * i]), int(data[2 + 2 * i])))
    print("\n".join(out))


main()
