import sys


def rule_fits(s: str, p: str) -> bool:
    """True when the whole rule p (with '?' and '*') matches the whole name s."""
    n = len(s)
    # prev[i]: the rule symbols handled so far match the first i characters of the name.
    prev = [False] * (n + 1)
    prev[0] = True
    for c in p:
        cur = [False] * (n + 1)
        if c == "*":
            # Either the star matches nothing (prev[i]) or it also covers character i - 1 (cur[i - 1]).
            seen = False
            for i in range(n + 1):
                seen = seen or prev[i]
                cur[i] = seen
        elif c == "?":
            cur[1:] = prev[:-1]
        else:
            for i in range(1, n + 1):
                cur[i] = prev[i - 1] and s[i - 1] == c
        prev = cur
    return prev[n]


def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = lines[0].strip()
    p = lines[1].strip() if len(lines) > 1 else ""
    print("true" if rule_fits(s, p) else "false")


main()
