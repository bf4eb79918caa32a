import sys


def count_reduced_fractions(limits: list[int]) -> list[int]:
    """For each n, the number of reduced fractions p/d with 1 <= p < d <= n."""
    top = max(limits, default=1)
    # Totient sieve: phi[d] starts at d; for each prime p, phi of its multiples loses a factor (1 - 1/p).
    phi = list(range(top + 1))
    for p in range(2, top + 1):
        if phi[p] == p:  # untouched so far: p is prime
            for m in range(p, top + 1, p):
                phi[m] -= phi[m] // p
    # total[n] = phi(2) + ... + phi(n): fractions with denominators up to n.
    total = [0] * (top + 1)
    running = 0
    for d in range(2, top + 1):
        running += phi[d]
        total[d] = running
    return [total[n] for n in limits]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(map(str, count_reduced_fractions([int(x) for x in data[1 : 1 + q]]))))


main()
