import sys
from typing import List


def sheet_total(log: List[str]) -> int:
    """The total of the scores left on the sheet after the commands in log."""
    # Write your code here.
    return 0


def main() -> None:
    tokens = sys.stdin.read().split()
    q = int(tokens[0])
    print(sheet_total(tokens[1 : 1 + q]))


main()
