import sys
from typing import List


def seating_plans(badges: List[int]) -> List[List[int]]:
    """Every ordering of the distinct badges, in lexicographic order."""
    ordered = sorted(badges)
    n = len(ordered)
    used = [False] * n
    plan: List[int] = []
    plans: List[List[int]] = []

    def fill() -> None:
        if len(plan) == n:
            plans.append(plan.copy())
            return
        # trying free guests in increasing order yields the plans already sorted
        for i in range(n):
            if not used[i]:
                used[i] = True
                plan.append(ordered[i])
                fill()
                plan.pop()
                used[i] = False

    fill()
    return plans


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    plans = seating_plans([int(x) for x in data[1 : 1 + n]])
    print("\n".join(" ".join(map(str, p)) for p in plans))


main()
