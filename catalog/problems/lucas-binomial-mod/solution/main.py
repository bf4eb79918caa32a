import sys


_tables: dict[int, tuple[list[int], list[int]]] = {}


def _tables_for(p: int) -> tuple[list[int], list[int]]:
    """Factorials and inverse factorials modulo p for 0..p-1 (built once per prime)."""
    if p not in _tables:
        fact = [1] * p
        for i in range(1, p):
            fact[i] = fact[i - 1] * i % p
        inv_fact = [1] * p
        inv_fact[p - 1] = pow(fact[p - 1], p - 2, p)  # Fermat inverse
        for i in range(p - 1, 0, -1):
            inv_fact[i - 1] = inv_fact[i] * i % p
        _tables[p] = (fact, inv_fact)
    return _tables[p]


def binomial_mod_prime(n: int, r: int, p: int) -> int:
    """Returns C(n, r) mod p for a prime p <= 10^5."""
    fact, inv_fact = _tables_for(p)
    result = 1
    # Lucas: multiply C(n_i, r_i) over the base-p digits of n and r.
    while r > 0:
        n, ni = divmod(n, p)
        r, ri = divmod(r, p)
        if ri > ni:
            return 0  # also covers r > n: some digit of r exceeds n's
        result = result * fact[ni] % p * inv_fact[ri] % p * inv_fact[ni - ri] % p
    return result


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q, p = int(data[0]), int(data[1])
    out = []
    for i in range(q):
        out.append(str(binomial_mod_prime(int(data[2 + 2 * i]), int(data[3 + 2 * i]), p)))
    print("\n".join(out))


main()
