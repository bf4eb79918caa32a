import sys
from typing import List


def sheet_total(log: List[str]) -> int:
    """The total of the scores left on the sheet after the commands in log."""
    sheet: List[int] = []
    for cmd in log:
        if cmd == "+":
            sheet.append(sheet[-1] + sheet[-2])
        elif cmd == "D":
            sheet.append(2 * sheet[-1])
        elif cmd == "C":
            sheet.pop()
        else:
            sheet.append(int(cmd))
    return sum(sheet)


def main() -> None:
    tokens = sys.stdin.read().split()
    q = int(tokens[0])
    print(sheet_total(tokens[1 : 1 + q]))


main()
