import sys
from typing import List


def recipe_combos(weights: List[int], target: int) -> List[List[int]]:
    """Every distinct combination of portions totalling target, each non-decreasing, in lexicographic order."""
    w = sorted(weights)
    result: List[List[int]] = []
    chosen: List[int] = []
    # Explicit stack of frames [start, remaining, next index to try]: no recursion needed.
    stack = [[0, target, 0]]
    while stack:
        frame = stack[-1]
        start, remaining, i = frame
        if remaining == 0:
            result.append(chosen[:])
            stack.pop()
            if chosen:
                chosen.pop()
            continue
        # Each distinct weight is tried once as the next portion; sorted, so stop once too heavy.
        while i < len(w) and i > start and w[i] == w[i - 1]:
            i += 1
        if i >= len(w) or w[i] > remaining:
            stack.pop()
            if chosen:
                chosen.pop()
            continue
        frame[2] = i + 1
        chosen.append(w[i])
        stack.append([i + 1, remaining - w[i], i + 1])
    return result


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    weights = [int(v) for v in data[2 : 2 + n]]
    combos = recipe_combos(weights, target)
    out = [str(len(combos))]
    out.extend(" ".join(map(str, c)) for c in combos)
    sys.stdout.write("\n".join(out) + "\n")


main()
