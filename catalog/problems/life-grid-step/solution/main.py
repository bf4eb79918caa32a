import sys
from typing import List


def life_step(rule: str, grid: List[str]) -> List[str]:
    """The rows after one simultaneous step of the rule (e.g. 'B3/S23')."""
    birth_part, survive_part = rule.split("/")
    born = [str(k) in birth_part[1:] for k in range(9)]
    survives = [str(k) in survive_part[1:] for k in range(9)]
    r, c = len(grid), len(grid[0])
    # alive[i][j] = 1 for a living cell, padded with a border of empty cells.
    alive = [[0] * (c + 2)]
    for row in grid:
        alive.append([0] + [1 if ch == "#" else 0 for ch in row] + [0])
    alive.append([0] * (c + 2))
    out = []
    for i in range(1, r + 1):
        up, mid, down = alive[i - 1], alive[i], alive[i + 1]
        chars = []
        for j in range(1, c + 1):
            # Count living neighbours in the OLD grid.
            count = up[j - 1] + up[j] + up[j + 1] + mid[j - 1] + mid[j + 1] + down[j - 1] + down[j] + down[j + 1]
            now = survives[count] if mid[j] else born[count]
            chars.append("#" if now else ".")
        out.append("".join(chars))
    return out


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[1])
    print("\n".join(life_step(tokens[0], tokens[3 : 3 + r])))


main()
