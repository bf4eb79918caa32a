import sys


def kth_move(n: int, k: int) -> str:
    """Returns "d X Y": at step k, disc d moves from peg X to peg Y."""
    src, dst, spare = "A", "C", "B"
    # Transfer of discs 1..d: moves 1..2^(d-1)-1 move d-1 discs src -> spare,
    # move 2^(d-1) moves disc d src -> dst, the rest move d-1 discs spare -> dst.
    for d in range(n, 0, -1):
        middle = 1 << (d - 1)
        if k == middle:
            return f"{d} {src} {dst}"
        if k < middle:
            dst, spare = spare, dst
        else:
            k -= middle
            src, spare = spare, src
    return ""  # unreachable for 1 <= k <= 2^n - 1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(kth_move(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)))


main()
