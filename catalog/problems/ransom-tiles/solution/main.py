import sys


def can_spell(note: str, bag: str) -> bool:
    """True if every letter of the note can get its own tile from the bag."""
    count = [0] * 26
    for ch in bag:
        count[ord(ch) - 97] += 1
    for ch in note:
        c = ord(ch) - 97
        if count[c] == 0:
            return False  # this letter has run out
        count[c] -= 1
    return True


def main() -> None:
    lines = sys.stdin.read().split("\n") + ["", ""]
    print("true" if can_spell(lines[0].strip(), lines[1].strip()) else "false")


main()
