import sys
from typing import Dict, List, Tuple


def run_cache(c: int, commands: List[Tuple[int, ...]]) -> List[int]:
    """The answer of every get; commands are (0, key, value) for put and (1, key) for get."""
    value: Dict[int, int] = {}
    uses: Dict[int, int] = {}
    # uses -> keys with that many uses, oldest last use first (dicts keep insertion order).
    by_uses: Dict[int, Dict[int, None]] = {}
    min_uses = 0

    def touch(key: int) -> None:
        nonlocal min_uses
        n = uses[key]
        group = by_uses[n]
        del group[key]
        if not group:
            del by_uses[n]
            if min_uses == n:
                min_uses += 1
        uses[key] = n + 1
        by_uses.setdefault(n + 1, {})[key] = None

    answers = []
    for command in commands:
        key = command[1]
        if command[0] == 1:
            if key in value:
                touch(key)
                answers.append(value[key])
            else:
                answers.append(-1)
            continue
        if key in value:
            value[key] = command[2]
            touch(key)
            continue
        if len(value) == c:
            # Fewest uses, and among those the one used longest ago.
            group = by_uses[min_uses]
            victim = next(iter(group))
            del group[victim]
            if not group:
                del by_uses[min_uses]
            del value[victim]
            del uses[victim]
        value[key] = command[2]
        uses[key] = 1
        by_uses.setdefault(1, {})[key] = None
        min_uses = 1
    return answers


def main() -> None:
    data = sys.stdin.buffer.read().split()
    c, q = int(data[0]), int(data[1])
    commands = []
    p = 2
    for _ in range(q):
        if data[p] == b"put":
            commands.append((0, int(data[p + 1]), int(data[p + 2])))
            p += 3
        else:
            commands.append((1, int(data[p + 1])))
            p += 2
    print("\n".join(map(str, run_cache(c, commands))))


main()
