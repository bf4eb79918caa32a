import sys
from typing import List


def warmer_wait(temps: List[int]) -> List[int]:
    """For each day, the number of days until a strictly warmer day (0 if none)."""
    wait = [0] * len(temps)
    stack: List[int] = []  # indices still waiting; temperatures non-increasing bottom to top
    for i, t in enumerate(temps):
        while stack and temps[stack[-1]] < t:
            day = stack.pop()
            wait[day] = i - day
        stack.append(i)
    return wait


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    temps = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, warmer_wait(temps))))


main()
