import sys


def rule_fits(s: str, p: str) -> bool:
    """True when the whole rule p (with '?' and '*') matches the whole name s."""
    # Write your code here.
    return False


def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = lines[0].strip()
    p = lines[1].strip() if len(lines) > 1 else ""
    print("true" if rule_fits(s, p) else "false")


main()
