import sys


def _count_up_to(limit: int, k: int) -> int:
    """Count of x in [0, limit] whose digit sum is divisible by k (digit DP, left to right)."""
    if limit < 0:
        return 0
    # free[r] = prefixes already below limit's prefix with digit sum = r (mod k).
    free = [0] * k
    tight_sum = 0  # digit sum of limit's own prefix
    for ch in str(limit):
        d = int(ch)
        nxt = [0] * k
        for r in range(k):
            ways = free[r]
            if ways:
                for digit in range(10):
                    nxt[(r + digit) % k] += ways
        # Leave the tight path with a smaller digit.
        for digit in range(d):
            nxt[(tight_sum + digit) % k] += 1
        tight_sum += d
        free = nxt
    return free[0] + (1 if tight_sum % k == 0 else 0)  # limit itself


def count_lucky(lo: int, hi: int, k: int) -> int:
    """Returns the count of x in [lo, hi] whose digit sum is divisible by k."""
    return _count_up_to(hi, k) - _count_up_to(lo - 1, k)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        lo, hi, k = (int(x) for x in data[1 + 3 * i : 4 + 3 * i])
        out.append(str(count_lucky(lo, hi, k)))
    print("\n".join(out))


main()
