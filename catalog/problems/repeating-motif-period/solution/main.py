import sys


def shortest_motif(pattern: str) -> int:
    """The length of the shortest motif whose repetition gives the pattern."""
    n = len(pattern)
    for d in range(1, n):
        # A motif must tile the pattern a whole number of times; then each letter
        # equals the one d places before it, i.e. the pattern shifted by d is unchanged.
        if n % d == 0 and pattern[d:] == pattern[: n - d]:
            return d
    return n


def main() -> None:
    pattern = sys.stdin.read().strip()
    print(shortest_motif(pattern))


main()
