import sys
from typing import List


def evaluate_postfix(tokens: List[str]) -> int:
    """The value of a valid postfix expression (division truncates toward zero)."""
    # Write your code here.
    return 0


def main() -> None:
    parts = sys.stdin.read().split()
    n = int(parts[0])
    print(evaluate_postfix(parts[1 : 1 + n]))


main()
