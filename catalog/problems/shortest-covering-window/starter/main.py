import sys


def shortest_cover(s: str, t: str) -> str:
    """Shortest (then leftmost) substring of s containing every letter of t with multiplicity, or '-1'."""
    # Write your code here.
    return "-1"


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(shortest_cover(lines[0].strip(), lines[1].strip()))


main()
