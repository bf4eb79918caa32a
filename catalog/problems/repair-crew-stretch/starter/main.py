import sys


def longest_lit_run(lamps: str, k: int) -> int:
    """The longest run of consecutive working lamps after at most k repairs."""
    # Write your code here.
    return 0


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(longest_lit_run(lines[0].strip(), int(lines[1])))


main()
