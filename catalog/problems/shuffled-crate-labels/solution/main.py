import sys


def is_rearrangement(a: str, b: str) -> bool:
    """True if b uses exactly the letters of a."""
    if len(a) != len(b):
        return False
    count = [0] * 26
    for ch in a:
        count[ord(ch) - 97] += 1
    for ch in b:
        count[ord(ch) - 97] -= 1
    return all(c == 0 for c in count)


def main() -> None:
    lines = sys.stdin.read().split("\n") + ["", ""]
    print("true" if is_rearrangement(lines[0].strip(), lines[1].strip()) else "false")


main()
