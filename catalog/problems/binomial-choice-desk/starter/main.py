import sys

MOD = 1_000_000_007


def count_choices(queries: list[tuple[int, int]]) -> list[int]:
    """Returns C(n, r) mod 1e9+7 for every query (n, r), in order."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    queries = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)]
    print("\n".join(map(str, count_choices(queries))))


main()
