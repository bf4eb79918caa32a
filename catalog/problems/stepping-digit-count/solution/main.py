import sys

# ways[m][d] = number of digit strings of length m starting with digit d whose neighbours differ by 1.
WAYS = [[0] * 10 for _ in range(17)]
WAYS[1] = [1] * 10
for m in range(2, 17):
    for d in range(10):
        WAYS[m][d] = (WAYS[m - 1][d - 1] if d > 0 else 0) + (WAYS[m - 1][d + 1] if d < 9 else 0)


def count_up_to(x: int) -> int:
    """Stepping numbers in [1, x] (0 for x = 0)."""
    if x <= 0:
        return 0
    digits = [int(c) for c in str(x)]
    n = len(digits)
    # Shorter numbers: any stepping string without a leading zero.
    total = sum(WAYS[m][d] for m in range(1, n) for d in range(1, 10))
    # Same length: follow x's digits; at each position count the smaller choices, then go on.
    prev = -1
    for i, xd in enumerate(digits):
        for c in range(1 if i == 0 else 0, xd):
            if prev < 0 or abs(c - prev) == 1:
                total += WAYS[n - i][c]
        if prev >= 0 and abs(xd - prev) != 1:
            return total
        prev = xd
    return total + 1  # x itself is a stepping number


def count_stepping(lo: int, hi: int) -> int:
    """Returns how many integers in [lo, hi] have neighbouring digits that differ by exactly 1."""
    return count_up_to(hi) - count_up_to(lo - 1)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        out.append(str(count_stepping(int(data[1 + 2 * i]), int(data[2 + 2 * i]))))
    print("\n".join(out))


main()
