import sys


def decode_chant(s: str) -> str:
    """Returns the decoded chant."""
    # Write your code here.
    return ""


def main() -> None:
    s = sys.stdin.readline().strip()
    print(decode_chant(s))


main()
