import sys


def edit_cost(typed: str, target: str) -> int:
    """Fewest insertions, deletions and replacements turning typed into target."""
    m = len(target)
    # prev[j] = cost of turning the previous prefix of typed into target[:j]
    prev = list(range(m + 1))
    for i, x in enumerate(typed, 1):
        cur = [i] * (m + 1)
        for j in range(1, m + 1):
            if x == target[j - 1]:
                cur[j] = prev[j - 1]
            else:
                cur[j] = 1 + min(prev[j - 1], prev[j], cur[j - 1])  # replace, delete, insert
        prev = cur
    return prev[m]


def main() -> None:
    lines = sys.stdin.read().split("\n")
    typed = lines[0].strip() if len(lines) > 0 else ""
    target = lines[1].strip() if len(lines) > 1 else ""
    print(edit_cost(typed, target))


main()
