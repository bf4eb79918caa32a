import sys


class TrayStack:
    """A stack of integers with O(1) push, pop, top and min."""

    def __init__(self) -> None:
        # Write your code here.
        pass

    def push(self, x: int) -> None:
        # Write your code here.
        pass

    def pop(self) -> None:
        # Write your code here.
        pass

    def top(self) -> int:
        # Write your code here.
        return 0

    def min(self) -> int:
        # Write your code here.
        return 0


def main() -> None:
    lines = sys.stdin.read().split("\n")
    q = int(lines[0])
    stack = TrayStack()
    out = []
    for i in range(1, q + 1):
        parts = lines[i].split()
        op = parts[0]
        if op == "push":
            stack.push(int(parts[1]))
        elif op == "pop":
            stack.pop()
        elif op == "top":
            out.append(str(stack.top()))
        else:
            out.append(str(stack.min()))
    print("\n".join(out))


main()
