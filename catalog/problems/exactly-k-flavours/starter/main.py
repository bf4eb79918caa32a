import sys


def exactly_k_flavours(scoops: str, k: int) -> int:
    """How many runs of consecutive scoops contain exactly k distinct flavours."""
    # Write your code here.
    return 0


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(exactly_k_flavours(lines[0].strip(), int(lines[1])))


main()
