import sys


def encode_label(s: str) -> str:
    """Returns the code of s: every maximal run as letter + length."""
    # Write your code here.
    return ""


def decode_label(t: str) -> str:
    """Returns the label that the code t stands for."""
    # Write your code here.
    return ""


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(encode_label(lines[0].strip()))
    print(decode_label(lines[1].strip()))


main()
