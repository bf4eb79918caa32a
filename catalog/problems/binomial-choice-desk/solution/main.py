import sys

MOD = 1_000_000_007


def count_choices(queries: list[tuple[int, int]]) -> list[int]:
    """Returns C(n, r) mod 1e9+7 for every query (n, r), in order."""
    top = max((n for n, _ in queries), default=0)
    # fact[i] = i! and inv_fact[i] = (i!)^(-1), both mod MOD.
    fact = [1] * (top + 1)
    for i in range(1, top + 1):
        fact[i] = fact[i - 1] * i % MOD
    inv_fact = [1] * (top + 1)
    inv_fact[top] = pow(fact[top], MOD - 2, MOD)  # Fermat: x^(p-2) is x^(-1)
    for i in range(top, 0, -1):
        inv_fact[i - 1] = inv_fact[i] * i % MOD
    return [0 if r > n else fact[n] * inv_fact[r] % MOD * inv_fact[n - r] % MOD for n, r in queries]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    queries = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)]
    print("\n".join(map(str, count_choices(queries))))


main()
