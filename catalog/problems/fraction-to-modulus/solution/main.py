import sys

P = 1_000_000_007


def fraction_residue(a: int, b: int) -> int:
    """Returns r in [0, P) with b · r ≡ a (mod P), for P = 10^9 + 7."""
    # Fermat: b^(P-2) is the inverse of b; binary exponentiation.
    result, base, e = 1, b % P, P - 2
    while e:
        if e & 1:
            result = result * base % P
        base = base * base % P
        e >>= 1
    return a % P * result % P


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = [str(fraction_residue(int(data[1 + 2 * i]), int(data[2 + 2 * i]))) for i in range(q)]
    print("\n".join(out))


main()
