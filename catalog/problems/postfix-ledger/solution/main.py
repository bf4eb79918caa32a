import sys
from typing import List


def evaluate_postfix(tokens: List[str]) -> int:
    """The value of a valid postfix expression (division truncates toward zero)."""
    stack: List[int] = []
    for t in tokens:
        if t in ("+", "-", "*", "/"):
            b = stack.pop()  # right operand: the most recent value
            a = stack.pop()
            if t == "+":
                stack.append(a + b)
            elif t == "-":
                stack.append(a - b)
            elif t == "*":
                stack.append(a * b)
            else:
                q = abs(a) // abs(b)  # truncate toward zero, unlike a // b
                stack.append(q if (a < 0) == (b < 0) else -q)
        else:
            stack.append(int(t))
    return stack[0]


def main() -> None:
    parts = sys.stdin.read().split()
    n = int(parts[0])
    print(evaluate_postfix(parts[1 : 1 + n]))


main()
