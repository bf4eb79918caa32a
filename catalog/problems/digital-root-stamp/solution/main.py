import sys


def check_stamp(number: str) -> int:
    """Returns the digital root (repeated digit sum down to one digit) of a decimal number."""
    if number == "0":
        return 0
    # A number and its digit sum agree modulo 9.
    rem = sum(map(int, number)) % 9
    return 9 if rem == 0 else rem


def main() -> None:
    lines = sys.stdin.read().split("\n")
    q = int(lines[0])
    print("\n".join(str(check_stamp(lines[i].strip())) for i in range(1, q + 1)))


main()
