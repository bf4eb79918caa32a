import sys


def cheapest_split(north: list[int], south: list[int]) -> int:
    """Returns the minimum total cost with half of the candidates in each office."""
    # Sort by how much cheaper north is than south; the first half goes north.
    order = sorted(range(len(north)), key=lambda i: north[i] - south[i])
    half = len(north) // 2
    return sum(north[i] for i in order[:half]) + sum(south[i] for i in order[half:])


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    north = [int(data[1 + 2 * i]) for i in range(2 * n)]
    south = [int(data[2 + 2 * i]) for i in range(2 * n)]
    print(cheapest_split(north, south))


main()
