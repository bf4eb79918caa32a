import sys


def edit_cost(typed: str, target: str) -> int:
    """Fewest insertions, deletions and replacements turning typed into target."""
    # Write your code here.
    return 0


def main() -> None:
    lines = sys.stdin.read().split("\n")
    typed = lines[0].strip() if len(lines) > 0 else ""
    target = lines[1].strip() if len(lines) > 1 else ""
    print(edit_cost(typed, target))


main()
