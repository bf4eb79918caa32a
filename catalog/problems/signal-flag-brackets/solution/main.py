import sys


def is_valid_signal(s: str) -> bool:
    opener = {")": "(", "]": "[", "}": "{"}
    stack = []
    for ch in s:
        if ch in "([{":
            stack.append(ch)
        elif not stack or stack.pop() != opener[ch]:
            return False
    return not stack


def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = lines[0].strip()
    print("true" if is_valid_signal(s) else "false")


main()
