import sys


def check_stamp(number: str) -> int:
    """Returns the digital root (repeated digit sum down to one digit) of a decimal number."""
    # Write your code here.
    return 0


def main() -> None:
    lines = sys.stdin.read().split("\n")
    q = int(lines[0])
    print("\n".join(str(check_stamp(lines[i].strip())) for i in range(1, q + 1)))


main()
