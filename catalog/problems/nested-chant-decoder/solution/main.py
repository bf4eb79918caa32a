import sys


def decode_chant(s: str) -> str:
    """Returns the decoded chant."""
    stack = []  # (text before the block, repeat count) for every open block
    cur = ""
    num = 0
    for ch in s:
        if ch.isdigit():
            num = num * 10 + int(ch)
        elif ch == "[":
            stack.append((cur, num))
            cur, num = "", 0
        elif ch == "]":
            prev, k = stack.pop()
            cur = prev + cur * k
        else:
            cur += ch
    return cur


def main() -> None:
    s = sys.stdin.readline().strip()
    print(decode_chant(s))


main()
