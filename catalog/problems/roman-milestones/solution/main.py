import sys

VALUE = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def roman_to_int(numeral: str) -> int:
    """The value of a standard Roman numeral."""
    total = 0
    for i, ch in enumerate(numeral):
        v = VALUE[ch]
        # A smaller letter in front of a larger one is subtracted (IV, XC, CM, ...).
        if i + 1 < len(numeral) and v < VALUE[numeral[i + 1]]:
            total -= v
        else:
            total += v
    return total


def main() -> None:
    tokens = sys.stdin.read().split()
    q = int(tokens[0])
    print("\n".join(str(roman_to_int(tokens[i])) for i in range(1, q + 1)))


main()
