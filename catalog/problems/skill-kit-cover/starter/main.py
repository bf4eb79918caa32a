import sys


def fewest_kits(m: int, kits: list[int]) -> int:
    """Returns the fewest kits (bit masks of skills) covering all m skills, or -1."""
    # Write your code here.
    return -1


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
