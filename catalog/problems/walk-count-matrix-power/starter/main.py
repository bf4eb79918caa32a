import sys

MOD = 1_000_000_007


def count_patrols(n: int, corridors: list[tuple[int, int]], k: int) -> list[int]:
    """For each room t, the number of patrols of length k from room 0 to t, mod 1e9+7."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m, k = int(data[0]), int(data[1]), int(data[2])
    corridors = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)]
    print(" ".join(map(str, count_patrols(n, corridors, k))))


main()
