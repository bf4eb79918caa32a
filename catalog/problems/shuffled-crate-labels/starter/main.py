import sys


def is_rearrangement(a: str, b: str) -> bool:
    """True if b uses exactly the letters of a."""
    # Write your code here.
    return False


def main() -> None:
    lines = sys.stdin.read().split("\n") + ["", ""]
    print("true" if is_rearrangement(lines[0].strip(), lines[1].strip()) else "false")


main()
