import sys
from typing import List, Tuple


def run_adjustments(n: int, commands: List[Tuple[str, int, int, int]]) -> List[int]:
    """The answer of every "sum" command, in order. Commands are ("add", l, r, x) or ("sum", l, r, 0)."""
    # Two Fenwick trees over the difference array d: one of d[j], one of d[j] * j (1-based inside).
    f1 = [0] * (n + 1)
    f2 = [0] * (n + 1)

    def update(j: int, v: int) -> None:
        w = v * j
        i = j + 1
        while i <= n:
            f1[i] += v
            f2[i] += w
            i += i & -i

    def total(p: int) -> int:
        # Total adjustment of items 0..p.
        s1 = s2 = 0
        i = p + 1
        while i > 0:
            s1 += f1[i]
            s2 += f2[i]
            i &= i - 1
        return (p + 1) * s1 - s2

    answers = []
    for op, l, r, x in commands:
        if op == "add":
            update(l, x)
            if r + 1 < n:
                update(r + 1, -x)
        else:
            answers.append(total(r) - (total(l - 1) if l > 0 else 0))
    return answers


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    commands = []
    at = 2
    for _ in range(q):
        if data[at] == b"add":
            commands.append(("add", int(data[at + 1]), int(data[at + 2]), int(data[at + 3])))
            at += 4
        else:
            commands.append(("sum", int(data[at + 1]), int(data[at + 2]), 0))
            at += 3
    print("\n".join(map(str, run_adjustments(n, commands))))


main()
