import sys

MOD = 1_000_000_007


def _mat_mul(a: list[list[int]], b: list[list[int]]) -> list[list[int]]:
    """Product of two matrices modulo MOD."""
    columns = list(zip(*b))
    return [[sum(x * y for x, y in zip(row, col)) % MOD for col in columns] for row in a]


def count_patrols(n: int, corridors: list[tuple[int, int]], k: int) -> list[int]:
    """For each room t, the number of patrols of length k from room 0 to t, mod 1e9+7."""
    # A[u][v] = number of corridors u -> v; row 0 of A^k holds the answer.
    power = [[0] * n for _ in range(n)]
    for u, v in corridors:
        power[u][v] += 1
    # ways = row 0 of A^(bits of k consumed so far), kept as a 1 x n matrix.
    ways = [[1] + [0] * (n - 1)]
    while k > 0:
        if k & 1:
            ways = _mat_mul(ways, power)
        k >>= 1
        if k:
            power = _mat_mul(power, power)
    return ways[0]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m, k = int(data[0]), int(data[1]), int(data[2])
    corridors = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)]
    print(" ".join(map(str, count_patrols(n, corridors, k))))


main()
