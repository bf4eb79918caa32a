import sys

P = 1_000_000_007


def fraction_residue(a: int, b: int) -> int:
    """Returns r in [0, P) with b · r ≡ a (mod P), for P = 10^9 + 7."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = [str(fraction_residue(int(data[1 + 2 * i]), int(data[2 + 2 * i]))) for i in range(q)]
    print("\n".join(out))


main()
