import sys


def can_spell(note: str, bag: str) -> bool:
    """True if every letter of the note can get its own tile from the bag."""
    # Write your code here.
    return False


def main() -> None:
    lines = sys.stdin.read().split("\n") + ["", ""]
    print("true" if can_spell(lines[0].strip(), lines[1].strip()) else "false")


main()
