import sys


class TrayStack:
    """A stack of integers with O(1) push, pop, top and min."""

    def __init__(self) -> None:
        self.values: list = []
        self.mins: list = []  # mins[i] = smallest of values[0..i]

    def push(self, x: int) -> None:
        below = self.mins[-1] if self.mins else x
        self.values.append(x)
        self.mins.append(x if x < below else below)

    def pop(self) -> None:
        self.values.pop()
        self.mins.pop()

    def top(self) -> int:
        return self.values[-1]

    def min(self) -> int:
        return self.mins[-1]


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
