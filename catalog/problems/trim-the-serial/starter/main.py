import sys


def trim_serial(serial: str, k: int) -> str:
    """The smallest number left after deleting k digits, without leading zeros ("0" if empty)."""
    # Write your code here.
    return ""


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(trim_serial(lines[0].strip(), int(lines[1])))


main()
