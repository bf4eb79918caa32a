import sys


def all_codes(n: int, k: int) -> list[list[int]]:
    """Returns every k-subset of 1..n, increasing, in lexicographic order."""
    # Write your code here.
    return []


def main() -> None:
    n, k = map(int, sys.stdin.read().split())
    print("\n".join(" ".join(map(str, code)) for code in all_codes(n, k)))


main()
