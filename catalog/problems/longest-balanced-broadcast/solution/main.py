import sys


def longest_balanced(s: str) -> int:
    stack = [-1]  # bottom: last unmatched ')'; above it: open '(' positions
    best = 0
    for i, ch in enumerate(s):
        if ch == "(":
            stack.append(i)
        else:
            stack.pop()
            if stack:
                if i - stack[-1] > best:
                    best = i - stack[-1]
            else:
                stack.append(i)
    return best


def main() -> None:
    s = sys.stdin.read().split("\n")[0].strip()
    print(longest_balanced(s))


main()
