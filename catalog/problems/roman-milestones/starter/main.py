import sys


def roman_to_int(numeral: str) -> int:
    """The value of a standard Roman numeral."""
    # Write your code here.
    return 0


def main() -> None:
    tokens = sys.stdin.read().split()
    q = int(tokens[0])
    print("\n".join(str(roman_to_int(tokens[i])) for i in range(1, q + 1)))


main()
