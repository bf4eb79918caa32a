import sys


def fewest_kits(m: int, kits: list[int]) -> int:
    """Returns the fewest kits (bit masks of skills) covering all m skills, or -1."""
    full = (1 << m) - 1
    kits = list(set(kits))  # a duplicate kit never helps
    # best[mask] = fewest kits whose union is exactly mask (-1: not reached).
    best = [-1] * (full + 1)
    best[0] = 0
    # mask | kit >= mask, so increasing order settles every mask before it is extended.
    for mask in range(full + 1):
        cur = best[mask]
        if cur < 0:
            continue
        nxt = cur + 1
        for kit in kits:
            to = mask | kit
            old = best[to]
            if old < 0 or nxt < old:
                best[to] = nxt
    return best[full]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    kits = []
    pos = 2
    for _ in range(n):
        c = int(data[pos])
        mask = 0
        for k in range(c):
            mask |= 1 << int(data[pos + 1 + k])
        pos += 1 + c
        kits.append(mask)
    print(fewest_kits(m, kits))


main()
